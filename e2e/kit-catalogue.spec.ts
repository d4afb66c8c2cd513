import { expectNoAxeViolations, test, waitForHydration } from './fixtures'

// The develop-only catalogue is in the browser-test build (GATSBY_KIT_CATALOGUE=1), never in production.
for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violation in the kit catalogue in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem('theme-ui-color-mode', stored), mode)
    await page.goto('/en/dev/kit/')
    await waitForHydration(page)
    await expectNoAxeViolations(page)
  })
}
