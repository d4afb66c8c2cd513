import { writeFileSync } from 'node:fs'

import { faqFile, readFaq } from './content-files'
import { expect, test } from './fixtures'

// The same `gatsby develop` the editor saves into: what an editor sees after a save (or an edit
// made by hand) without restarting anything.

test('a content file changed on disk shows on the open page', async ({ page }) => {
  await page.goto('/en/qatrading/faq/')
  await expect(page.locator('#fees summary')).toHaveText('What are the fees?')
  writeFileSync(
    faqFile('en', 'fees'),
    readFaq('en', 'fees').replace(/^question: .*$/m, 'question: What are the fees today?'),
  )
  // Hot reload: no navigation, the page's data is replaced.
  await expect(page.locator('#fees summary')).toHaveText('What are the fees today?', {
    timeout: 30_000,
  })
})

test('a broken edit shows the overlay with file and line; the page keeps the last good text', async ({
  page,
}) => {
  const original = readFaq('en', 'fees')
  const lastParagraph = original.trimEnd().split('\n').at(-1) ?? ''
  await page.goto('/en/qatrading/faq/#fees')
  await expect(page.locator('#fees')).toContainText(lastParagraph.slice(0, 40))

  // An unescaped brace is an MDX expression that never closes: the build stops on it.
  const broken = `${original.trimEnd()}\n\nA brace { that is not escaped.\n`
  writeFileSync(faqFile('en', 'fees'), broken)
  const line = broken.split('\n').indexOf('A brace { that is not escaped.') + 1
  await expect(page.getByText(`/content/faq/en/fees.mdx:${line}:1`)).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/Unexpected end of file in expression/).first()).toBeVisible()

  // Reloaded, the page still has the last good answer, not the broken one nor the pt-BR fallback.
  await page.reload()
  await expect(page.locator('#fees summary')).toHaveText('What are the fees?')
  await expect(page.locator('#fees')).toContainText(lastParagraph.slice(0, 40))
  await expect(page.locator('#fees')).not.toContainText('A brace')

  // Fixed, the overlay goes away by itself.
  writeFileSync(faqFile('en', 'fees'), original)
  await expect(page.getByText(`/content/faq/en/fees.mdx:${line}:1`)).toBeHidden({
    timeout: 30_000,
  })
})
