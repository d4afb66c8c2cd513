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
import { expectLabelsInNames } from './label-in-name'
import { shownNotices } from './notices'

// Each test sweeps every route of a locale with axe, close to the default 30 s on a loaded
// two-core CI machine and past it while the server and Chromium are still cold: a time limit of
// their own, so that a run is never judged on the sweep's length.
test.describe.configure({ timeout: 90_000 })

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

// WCAG 2.5.3 (Label in Name), which axe does not check: a speech-input user says what a control
// shows, so its accessible name must contain that text. Checked with the notice a first visit shows
// (the language suggestion on pages not in the browser's language, else the consent question).
for (const language of languages) {
  test(`every control on the ${language} pages is named with the text it shows`, async ({
    page,
  }) => {
    for (const route of routes) {
      await page.goto(localePath(language, route))
      await waitForHydration(page)
      await expect(shownNotices(page)).toHaveCount(1)
      await expectLabelsInNames(page)
    }
  })
}

test('every control on the 404 pages is named with the text it shows', async ({
  page,
  consoleErrors,
}) => {
  for (const path of ['/missing/', '/ja/missing/']) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(shownNotices(page)).toHaveCount(1)
    await expectLabelsInNames(page)
  }
  withoutExpected404(consoleErrors)
})
