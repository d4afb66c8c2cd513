import { expect, expectNoAxeViolations, localePath, test, waitForHydration } from './fixtures'
import { faqQuestion, fixtureContent } from './content'
import esCommon from '../locales/es/common.json'
import jaCommon from '../locales/ja/common.json'

/**
 * A translation made from an older pt-BR text carries a note in the page's language until it is
 * translated again (docs/content-editing.md, "Translation freshness"). The fixture question
 * e2e/content-fixtures/faq/<locale>/e2e-outdated-translation.mdx has an es translation stamped
 * with a version of pt-BR that never existed and a ja one stamped with today's.
 */
const id = 'e2e-outdated-translation'

test('an answer translated from another pt-BR text is noted, in Spanish, on the Spanish page', async ({
  page,
}) => {
  await page.goto(localePath('es', `/qatrading/faq/#${id}`))
  await waitForHydration(page)
  const entry = page.locator(`#${id}`)
  await expect(entry.locator('summary')).toHaveText(faqQuestion('es', id, fixtureContent))
  // In the page's language, inherited: only an answer still in pt-BR marks its own.
  const language = await entry
    .locator('summary')
    .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))
  expect(language).toBe('es')
  const note = entry.getByText(esCommon.translation.outdatedNote)
  await expect(note).toBeVisible()
  // The real copy is stamped with today's pt-BR text: this is the page's only note.
  await expect(page.getByText(esCommon.translation.outdatedNote)).toHaveCount(1)
  await expectNoAxeViolations(page)
})

test('an answer translated from today’s pt-BR text has no note', async ({ page }) => {
  await page.goto(localePath('ja', `/qatrading/faq/#${id}`))
  await waitForHydration(page)
  const entry = page.locator(`#${id}`)
  await expect(entry.locator('summary')).toHaveText(faqQuestion('ja', id, fixtureContent))
  await expect(entry).toHaveAttribute('open', '')
  await expect(page.getByText(jaCommon.translation.outdatedNote)).toHaveCount(0)
})

test('the note is in the page as served, before any script runs', async ({ request }) => {
  const spanish = await (await request.get(localePath('es', '/qatrading/faq/'))).text()
  const japanese = await (await request.get(localePath('ja', '/qatrading/faq/'))).text()
  expect(spanish).toContain(esCommon.translation.outdatedNote)
  expect(japanese).not.toContain(jaCommon.translation.outdatedNote)
})

test('the home page and the banner of today’s copy carry no note', async ({ page }) => {
  await page.goto(localePath('es', '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(esCommon.translation.outdatedNote)).toHaveCount(0)
})
