import { eagerCompileComment } from '../gatsby/eager-compile-hint'
import { bundleStartCapMs } from '../post-build/defer-page-scripts'
import { serverStylesAttribute } from '../src/app/emotion-cache'
import { expect, localePath, startWithConsent, test, waitForHydration } from './fixtures'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'
import ptCommon from '../locales/pt-BR/common.json'

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
    // After the paint, or once the loader's cap has passed on a machine too busy to paint by then.
    for (const bundle of bundles)
      expect(bundle.startTime).toBeGreaterThanOrEqual(
        Math.min(firstContentfulPaint!, bundleStartCapMs),
      )
  })
}

test('a page asks for its template and its data with the bundles, and for each once', async ({
  page,
}) => {
  const template = /\/component---src-pages-qatrading-faq-tsx-\w+\.js$/
  const pageData = '/page-data/en/qatrading/faq/page-data.json'
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const templateAndDataRequested = () =>
    requested.some((pathname) => template.test(pathname)) && requested.includes(pageData)
  // The app bundle is held until both have been requested. Gatsby's loader asks for them only
  // once the app has run, so a page that left it to the loader would keep waiting here.
  let requestedBeforeApp = false
  await page.route(/\/app-\w+\.js$/, async (route) => {
    requestedBeforeApp = await expect
      .poll(templateAndDataRequested, { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      )
    await route.continue()
  })
  await page.goto(localePath('en', '/qatrading/faq/'))
  await waitForHydration(page)
  expect(requestedBeforeApp).toBe(true)
  // The loader's own request for the data was answered by the early one: one fetch of each.
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  expect(fetched.filter((pathname) => pathname === pageData)).toHaveLength(1)
  expect(fetched.filter((pathname) => template.test(pathname))).toHaveLength(1)
})

for (const path of [localePath('en', '/login/'), localePath('en', '/'), localePath('ja', '/')]) {
  test(`nothing on ${path} moves while fonts and scripts arrive`, async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page)).toEqual([])
  })
}

for (const path of [localePath('pt-BR', '/'), localePath('en', '/qatrading/faq/')]) {
  test(`${path} brings its styles in the head, and hydration neither re-reads nor adds them`, async ({
    page,
  }) => {
    const served = await (await page.request.get(path)).text()
    const body = served.slice(served.indexOf('<body'))
    expect(body).not.toContain('<style')
    expect(served).toMatch(
      new RegExp(`<head>.*<style ${serverStylesAttribute}="css" data-s="">`, 's'),
    )

    // The stylesheet the browser parsed from the server HTML, before any bundle ran.
    const mainStyle = `style[${serverStylesAttribute}]`
    await page.addInitScript((selector) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.querySelector<HTMLStyleElement>(selector)
        Object.assign(window, { serverSheet: style?.sheet ?? null })
      })
    }, mainStyle)
    await page.goto(path)
    await waitForHydration(page)
    // Moving the element (emotion's default take-over) would have made the browser parse it anew.
    expect(
      await page.evaluate((selector) => {
        const { serverSheet } = window as unknown as { serverSheet: CSSStyleSheet | null }
        return (
          serverSheet !== null &&
          document.querySelector<HTMLStyleElement>(selector)?.sheet === serverSheet
        )
      }, mainStyle),
    ).toBe(true)
    const styles = await page.evaluate(() => {
      const used = new Set(
        [...document.querySelectorAll('[class*="css-"]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('css-') && name !== 'css-0'),
        ),
      )
      // Every style rule of the page's classes, with the media or support condition around it.
      const rules: string[] = []
      const collect = (list: CSSRuleList, condition: string) => {
        for (const rule of list) {
          if (rule instanceof CSSStyleRule && rule.selectorText.includes('.css-'))
            rules.push(`${condition} ${rule.cssText}`)
          else if (rule instanceof CSSConditionRule)
            collect(rule.cssRules, `${condition} ${rule.conditionText}`)
        }
      }
      for (const sheet of document.styleSheets) collect(sheet.cssRules, '')
      return {
        unstyled: [...used].filter((name) => !rules.some((rule) => rule.includes(`.${name}`))),
        duplicated: rules.filter((rule, index) => rules.indexOf(rule) !== index),
        used: used.size,
      }
    })
    expect(styles.used).toBeGreaterThan(20)
    expect(styles.unstyled).toEqual([])
    expect(styles.duplicated).toEqual([])
  })
}

test('every script a page starts with is compiled eagerly, error reporting (later) lazily', async ({
  page,
}) => {
  const firstLine = async (pathname: string) =>
    (await (await page.request.get(pathname)).text()).split('\n', 1)[0]
  const scriptsLoaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname),
    )
  await page.goto(localePath('pt-BR', '/'))
  await waitForHydration(page)
  const atStart = await scriptsLoaded()
  // webpack's runtime, framework, app, the shared chunk and the page's own.
  expect(atStart.length).toBeGreaterThanOrEqual(5)
  for (const pathname of atStart)
    expect(await firstLine(pathname), pathname).toBe(eagerCompileComment)

  // The first interaction loads error reporting (the browser tests' build has a DSN).
  await page.keyboard.press('Tab')
  await expect.poll(async () => (await scriptsLoaded()).length).toBeGreaterThan(atStart.length)
  const later = (await scriptsLoaded()).filter((pathname) => !atStart.includes(pathname))
  for (const pathname of later)
    expect(await firstLine(pathname), pathname).not.toBe(eagerCompileComment)
})

test('the announcement is drawn with the page, not faded in after it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  // Consent answered: the announcement is the notice on show (docs/product.md#notices).
  await startWithConsent(page, 'rejected')
  await page.goto(localePath('pt-BR', '/qatrading/faq/'))
  const banner = page.locator('[data-announcement] > [data-status]')
  const animation = () => banner.evaluate((element) => getComputedStyle(element).animationName)
  await expect(banner).toBeVisible()
  expect(await animation()).toBe('none')
  await waitForHydration(page)
  expect(await animation()).toBe('none')
  // Its closing still moves. The element goes once the animation ends, so the animation is caught
  // as it starts rather than read afterwards (none within 5 s reads as "none").
  const closingAnimation = banner.evaluate(
    (element: HTMLElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener('animationstart', (event) => resolve(event.animationName))
        setTimeout(() => resolve('none'), 5_000)
      }),
  )
  await banner.getByRole('button', { name: ptCommon.announcement.dismiss }).click()
  expect(await closingAnimation).not.toBe('none')
  await expect(banner).toBeHidden()
})

for (const path of [localePath('pt-BR', '/'), localePath('ja', '/qatrading/faq/')]) {
  test(`${path} holds its first paint until everything visible is parsed`, async ({ page }) => {
    await page.goto(path)
    const visibleAfterTarget = await page.evaluate(() => {
      const expect = document.querySelector<HTMLLinkElement>(
        'link[rel="expect"][blocking="render"]',
      )
      const target = expect && document.getElementById(new URL(expect.href).hash.slice(1))
      if (!target) return null
      return [...document.body.querySelectorAll('*')]
        .filter(
          (element) => target.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
        .filter((element) => !target.contains(element) && element.getClientRects().length > 0)
        .filter((element) => !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName))
        .map((element) => element.outerHTML.slice(0, 80))
    })
    expect(visibleAfterTarget).toEqual([])
  })
}
