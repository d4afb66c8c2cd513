import { languages } from '../../src/i18n/languages'
import { faqFile, readFaq } from './content-files'
import { expectSaved, fillBody, openEntry, pane, publish, signIn } from './editor'
import { expect, test } from './fixtures'
import { expectContentChecksPass, expectValidFrontmatter } from './valid-content'

test('an answer changed in pt-PT is saved to its file and nowhere else', async ({ page }) => {
  const before = Object.fromEntries(
    languages.map((language) => [language, readFaq(language, 'fees')]),
  )
  const paragraph = 'Parágrafo acrescentado no editor de conteúdos.'

  await signIn(page)
  await openEntry(page, 'faq', 'fees')
  await expect(page.getByText('Writing in PT-PT')).toBeVisible()
  const body = before['pt-PT']!.split(/^---$/m)[2]!.trim()
  await fillBody(page, pane.right, `${body}\n\n${paragraph}`)
  await publish(page)
  await expectSaved(page)

  const saved = readFaq('pt-PT', 'fees')
  // The same file with one more paragraph: frontmatter, spacing and the rest of the text intact.
  expect(saved).toBe(`${before['pt-PT']!.trimEnd()}\n\n${paragraph}\n`)
  for (const language of languages.filter((language) => language !== 'pt-PT')) {
    expect(readFaq(language, 'fees'), `${language} untouched`).toBe(before[language])
  }
  expectValidFrontmatter(faqFile('pt-PT', 'fees'), saved)
  expectContentChecksPass()
})
