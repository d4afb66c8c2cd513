import { expect, localePath, test, waitForHydration } from './fixtures'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'

/** What the browser recorded about the first load: first contentful paint, bundle requests, shifts. */
function loadRecord() {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  const bundles = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name))
    .map((entry) => ({ name: entry.name, startTime: entry.startTime }))
  return { firstContentfulPaint: paint?.startTime ?? null, bundles }
}

for (const path of [localePath('pt-BR', '/'), localePath('ja', '/qatrading/faq/')]) {
  test(`${path} paints its content before requesting a bundle, then hydrates`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const { firstContentfulPaint, bundles } = await page.evaluate(loadRecord)
    expect(firstContentfulPaint).not.toBeNull()
    expect(bundles.map(({ name }) => new URL(name).pathname.split('-')[0])).toEqual([
      '/webpack',
      '/framework',
      '/app',
    ])
    for (const bundle of bundles)
      expect(bundle.startTime).toBeGreaterThanOrEqual(firstContentfulPaint!)
  })
}

for (const path of [localePath('en', '/login/'), localePath('en', '/'), localePath('ja', '/')]) {
  test(`nothing on ${path} moves while fonts and scripts arrive`, async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page)).toEqual([])
  })
}
