import {
  consentBanner,
  declineLanguageSuggestion,
  expect,
  expectNoAxeViolations,
  languages,
  localePath,
  routes,
  test,
  waitForHydration,
  withoutExpected404,
} from './fixtures'

for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (stored) => localStorage.setItem('theme-ui-color-mode', stored),
        mode,
      )
      // The consent question shows on every first visit once the suggestion is out of the way;
      // the suggestion and the announcement are checked in first-screen.spec.ts.
      await declineLanguageSuggestion(page)
    })

    for (const language of languages) {
      test(`axe finds no violation on the ${language} pages`, async ({ page }) => {
        for (const route of routes) {
          await page.goto(localePath(language, route))
          await waitForHydration(page)
          // Checked with the consent banner open, as a first visit shows every page.
          await expect(consentBanner(page)).toBeVisible()
          await expectNoAxeViolations(page)
        }
      })
    }

    test('axe finds no violation on the 404 pages', async ({ page, consoleErrors }) => {
      for (const path of ['/missing/', '/ja/missing/']) {
        await page.goto(path)
        await waitForHydration(page)
        await expect(consentBanner(page)).toBeVisible()
        await expectNoAxeViolations(page)
      }
      withoutExpected404(consoleErrors)
    })
  })
}
