import type { Page } from '@playwright/test'
import {
  expect,
  languages,
  localePath,
  test,
  waitForHydration,
  withoutFailedRequests,
} from './fixtures'
import { faqIds, faqQuestion, fixtureContent } from './content'
import enCommon from '../locales/en/common.json'
import enFaq from '../locales/en/faq.json'

const contentCount = faqIds('pt-BR').length
// The browser-test build adds its fixture entries (e2e/content-fixtures), each shown in every locale.
const shownCount = contentCount + faqIds('pt-BR', fixtureContent).length

/**
 * The FAQ's questions a visitor sees: the page's own disclosures, not those of the notices above it,
 * and not those a search hides (they stay in the page, rendered once).
 */
const questions = (page: Page) => page.getByRole('main').locator('details:visible')

for (const language of languages) {
  test(`the ${language} FAQ shows the ${language} questions`, async ({ page }) => {
    await page.goto(localePath(language, '/qatrading/faq/'))
    const summary = page.locator('#what-is-a-pooled-account summary')
    await expect(summary).toHaveText(faqQuestion(language, 'what-is-a-pooled-account'))
    // The page's language, inherited: only an answer still in pt-BR marks its own.
    const ownLanguage = await summary.evaluate((element) =>
      element.closest('[lang]')?.getAttribute('lang'),
    )
    expect(ownLanguage).toBe(language)
    await expect(questions(page)).toHaveCount(shownCount)
  })
}

test('drawn after a client-side navigation, the questions come and the search applies to them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 }) // the header's links, not the menu
  await page.goto('/en/')
  await waitForHydration(page)
  const faqChunk = /\/faq-questions-[0-9a-f]+\.js$/
  const fetched = page.waitForRequest((request) => faqChunk.test(new URL(request.url()).pathname))
  await page
    .getByRole('navigation', { name: enCommon.header.navLabel })
    .getByRole('link', { name: enCommon.nav.faq })
    .click()
  await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
  await fetched
  await expect(questions(page)).toHaveCount(shownCount)
  await page.getByRole('searchbox', { name: enFaq.search.label }).fill('zzqqxx')
  await expect(questions(page)).toHaveCount(0)
  await page.getByRole('searchbox', { name: enFaq.search.label }).fill('')
  await expect(questions(page)).toHaveCount(shownCount)
})

test('the Japanese FAQ is in Japanese', async ({ page }) => {
  await page.goto('/ja/qatrading/faq/')
  await expect(page.locator('#fees summary')).toHaveText(/[\u3040-\u30ff\u4e00-\u9faf]/)
})

test('search filters as the visitor types, ignoring accents and case, and clears', async ({
  page,
}) => {
  await page.goto('/qatrading/faq/')
  await waitForHydration(page)
  const search = page.getByRole('searchbox')
  const question = faqQuestion('pt-BR', 'minimum-deposit')
  // The longest word of the question, typed without accents and in capitals.
  const word = question.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!
  await search.fill(
    word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase(),
  )
  await expect(page.locator('#minimum-deposit')).toBeVisible()
  // A search hides the other questions (they stay in the page, rendered once).
  const visible = await questions(page).count()
  expect(visible).toBeLessThan(shownCount)
  await expect(page.getByRole('status').filter({ hasText: String(visible) })).toBeVisible()
  await search.press('Escape')
  await expect(search).toHaveValue('')
  await expect(questions(page)).toHaveCount(shownCount)
})

test('a search with no match says so; the reset button shows only while there is text', async ({
  page,
}) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  const reset = page.getByRole('button', { name: enFaq.search.reset })
  await expect(reset).toBeHidden()
  await page.getByRole('searchbox', { name: enFaq.search.label }).fill('zzqqxx')
  await expect(questions(page)).toHaveCount(0)
  await expect(page.getByText(enFaq.search.empty.replace('{{query}}', 'zzqqxx'))).toBeVisible()
  await reset.click()
  await expect(questions(page)).toHaveCount(shownCount)
  await expect(reset).toBeHidden()
  await expect(page.getByRole('searchbox', { name: enFaq.search.label })).toBeFocused()
})

test('keys 30 ms apart, a 5,000-character paste and full-width letters: right results and count', async ({
  page,
}) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  const search = page.getByRole('searchbox', { name: enFaq.search.label })
  const status = page.getByRole('status').filter({ hasText: /question/ })
  await search.pressSequentially('fees', { delay: 30 })
  await expect(page.locator('#fees')).toBeVisible()
  const matches = await questions(page).count()
  expect(matches).toBeGreaterThan(0)
  expect(matches).toBeLessThan(shownCount)
  await expect(status).toHaveText(new RegExp(`^${matches} question`))

  await search.fill('ｆｅｅｓ')
  await expect(questions(page)).toHaveCount(matches)

  await search.fill('x'.repeat(5_000))
  await expect(questions(page)).toHaveCount(0)
  await expect(status).toHaveText(/^0 questions/)
  await search.fill('   ')
  await expect(questions(page)).toHaveCount(shownCount)
  await expect(status).toHaveText(`${shownCount} questions`)
})

test('Japanese search finds the same questions in katakana or hiragana', async ({ page }) => {
  await page.goto('/ja/qatrading/faq/')
  await waitForHydration(page)
  // The longest katakana word of the consultants question (コンサルタント).
  const katakana = faqQuestion('ja', 'consultants')
    .match(/[\u30a1-\u30f6\u30fc]+/g)!
    .sort((a, b) => b.length - a.length)[0]!
  const hiragana = katakana.replace(/[\u30a1-\u30f6]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0x60),
  )
  const search = page.getByRole('searchbox')
  await search.fill(katakana)
  await expect(page.locator('#consultants')).toBeVisible()
  const matches = await questions(page).count()
  await search.fill(hiragana)
  await expect(questions(page)).toHaveCount(matches)
  await expect(page.locator('#consultants')).toBeVisible()
})

test('a link to /qatrading/faq/#<id> opens that question, in every locale', async ({ page }) => {
  await page.goto('/fr/qatrading/faq/#fees')
  await waitForHydration(page)
  await expect(page.locator('#fees')).toHaveAttribute('open', '')
  await expect(page.locator('#fees')).toBeInViewport()
  await expect(page.locator('#risks')).not.toHaveAttribute('open', '')
})

test('an entry not yet translated is shown in pt-BR, marked as such', async ({ page }) => {
  await page.goto('/en/qatrading/faq/#e2e-untranslated-question')
  await waitForHydration(page)
  const entry = page.locator('#e2e-untranslated-question')
  await expect(entry.locator('summary')).toHaveAttribute('lang', 'pt-BR')
  await expect(entry.locator('summary')).toHaveText(
    faqQuestion('pt-BR', 'e2e-untranslated-question', fixtureContent),
  )
  await expect(entry.getByText(enFaq.fallbackNote)).toBeVisible()
})

test.describe('copying a link to a question', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('from the keyboard context menu, with a confirmation', async ({ page }) => {
    await page.goto('/en/qatrading/faq/')
    await waitForHydration(page)
    const summary = page.locator('#fees summary')
    // Bring it into view first: a still-running smooth scroll would (rightly) close the menu.
    await summary.scrollIntoViewIfNeeded()
    await summary.focus()
    await page.keyboard.press('Shift+F10')
    const menu = page.getByRole('menu', { name: enFaq.actions.label })
    await expect(menu).toBeVisible()
    await menu.getByRole('menuitem', { name: enFaq.actions.copyLink }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: enFaq.linkCopied })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(copied).pathname + new URL(copied).hash).toBe('/en/qatrading/faq/#fees')
  })
})

test('a question opens and closes by click, Enter and Space', async ({ page }) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  const question = page.locator('#fees')
  const summary = question.locator('summary')
  const answer = question.locator('[data-prose]')
  await expect(answer).toBeHidden()
  await summary.click()
  await expect(question).toHaveAttribute('open', '')
  await expect(answer).toBeVisible()
  await summary.click()
  await expect(question).not.toHaveAttribute('open', '')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
  await page.keyboard.press('Space')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
})

/** The question menu's code (its rules and popup), a chunk of its own loaded on the first intent. */
const menuChunk = /\/faq-question-menu-\w+\.js$/

test.describe('the question menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('loads its code on first use, and copies the link of the question it was opened on', async ({
    page,
  }) => {
    const chunkRequests: string[] = []
    page.on('request', (request) => {
      if (menuChunk.test(new URL(request.url()).pathname)) chunkRequests.push(request.url())
    })
    await page.goto('/en/qatrading/faq/')
    await waitForHydration(page)
    expect(chunkRequests).toEqual([])
    const summary = page.locator('#risks summary')
    await summary.scrollIntoViewIfNeeded()
    await summary.click({ button: 'right' })
    const menu = page.getByRole('menu', { name: enFaq.actions.label })
    await expect(menu).toBeVisible()
    expect(chunkRequests).toHaveLength(1)
    // Next to the question it is for, in the reading order.
    await expect(page.locator('[data-faq-question]:has(> #risks)').getByRole('menu')).toBeVisible()
    await menu.getByRole('menuitem', { name: enFaq.actions.copyLink }).click()
    await expect(page.getByRole('status').filter({ hasText: enFaq.linkCopied })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(copied).hash).toBe('#risks')
  })

  test('says so when its code cannot load, and opens on the next try', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(menuChunk, (route) => route.abort('internetdisconnected'))
    await page.goto('/en/qatrading/faq/')
    await waitForHydration(page)
    const summary = page.locator('#fees summary')
    await summary.scrollIntoViewIfNeeded()
    await summary.focus()
    await page.keyboard.press('Shift+F10')
    await expect(
      page.getByRole('status').filter({ hasText: enFaq.actions.loadFailed }),
    ).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(summary).toBeFocused()

    await page.unroute(menuChunk)
    await page.keyboard.press('Shift+F10')
    await expect(page.getByRole('menu', { name: enFaq.actions.label })).toBeVisible()
    // The failed request is the browser's one console line; no uncaught error.
    expect(consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource/)])
    withoutFailedRequests(consoleErrors)
  })

  test('leaves the browser’s own menu outside the questions (a category heading)', async ({
    page,
  }) => {
    await page.goto('/en/qatrading/faq/')
    await waitForHydration(page)
    const prevented = await page
      .getByRole('heading', { level: 2 })
      .first()
      .evaluate(
        (heading) =>
          !heading.dispatchEvent(
            new MouseEvent('contextmenu', {
              bubbles: true,
              cancelable: true,
              clientX: 5,
              clientY: 5,
            }),
          ),
      )
    expect(prevented).toBe(false)
    await expect(page.getByRole('menu')).toHaveCount(0)
  })
})
