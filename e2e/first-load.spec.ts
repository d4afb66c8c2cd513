import { expect, languages, test, waitForHydration } from './fixtures'
import enCommon from '../locales/en/common.json'
import enFaq from '../locales/en/faq.json'
import enHome from '../locales/en/home.json'
import siteData from '../content/site.json'

// Code a page needs only on use is fetched on use (docs/performance.md#first-load-javascript):
// the crash screen on a crash, the footer's text once the page is in use.

/** The site's own script files the page has requested, by chunk name. */
const requestedChunks = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => pathname.slice(1).replace(/-[0-9a-f]{20}\.js$/, '')),
  )

/** The head's title, metadata and links, as text: what a crawler or a screen reader is given. */
const headElements = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [
      ...document.head.querySelectorAll('title, meta, link[rel=canonical], link[rel=alternate]'),
    ].map((element) => element.outerHTML),
  )

test('the head stays as the server wrote it, and a navigation brings the next page’s head', async ({
  page,
}) => {
  await page.goto('/en/')
  const served = await headElements(page)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(await headElements(page)).toEqual(served)
  await expect(page).toHaveTitle(`${enHome.title} | ${siteData.brandName}`)

  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.faq }).click()
  await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
  await expect(page).toHaveTitle(`${enFaq.title} | ${siteData.brandName}`)
  await expect(page.locator('link[rel=canonical]')).toHaveCount(1)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/en\/qatrading\/faq\/$/,
  )
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', enFaq.description)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Nothing of the first page's head is left beside the new one, and nothing comes twice.
  const faqHead = await headElements(page)
  expect(faqHead.filter((element) => element.startsWith('<title'))).toHaveLength(1)
  // One per locale, and x-default.
  expect(faqHead.filter((element) => element.includes('rel="alternate"'))).toHaveLength(
    languages.length + 1,
  )
  expect(new Set(faqHead).size).toBe(faqHead.length)

  // Back on the first page, its head is the one the server wrote, in content.
  await page.goBack()
  await expect(page).toHaveTitle(`${enHome.title} | ${siteData.brandName}`)
  const sorted = (elements: string[]) => [...elements].sort()
  await expect.poll(async () => sorted(await headElements(page))).toEqual(sorted(served))
})

test('the crash screen is not fetched until something crashes', async ({ page }) => {
  await page.goto('/en/login/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(await requestedChunks(page)).not.toContain('crash-screen')
})

test('if the crash screen cannot be fetched, the page reloads once as the server wrote it', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('test-loads') ?? 0) + 1
    sessionStorage.setItem('test-loads', String(loads))
  })
  await page.route(/\/crash-screen-\w+\.js$/, (route) => route.abort('internetdisconnected'))
  await page.goto('/en/?crash=general')
  // The reload: the page is there, readable, and stays as served (no hydration, no crash).
  const loads = () =>
    page.evaluate(() => sessionStorage.getItem('test-loads')).catch(() => 'navigating')
  await expect.poll(loads).toBe('2')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('reload-without-scripts')))
    .toBeNull()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  // The next load hydrates as usual.
  await page.goto('/en/')
  await waitForHydration(page)
  consoleErrors.splice(0) // the intended render error and the refused chunk
})

test('the footer’s text stays as served, and its code comes once the page is in use, for the next page', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const footer = page.getByRole('contentinfo', { name: enCommon.footer.label })
  const legal = footer.getByRole('heading', { name: enCommon.footer.legalHeading })
  await expect(legal).toBeVisible()
  await expect(footer.getByRole('link', { name: siteData.email })).toHaveAttribute(
    'href',
    `mailto:${siteData.email}`,
  )
  expect(await requestedChunks(page)).not.toContain('footer-text')
  // The served node, which React leaves alone: it never carries a fiber of React's.
  await page.evaluate(() => {
    Object.assign(window, { servedHeading: document.getElementById('footer-legal') })
  })
  const servedHeading = () =>
    page.evaluate(() => {
      const served = (window as unknown as { servedHeading: HTMLElement }).servedHeading
      return {
        inPage: served.isConnected && served === document.getElementById('footer-legal'),
        touchedByReact: Object.keys(served).some((key) => key.startsWith('__react')),
      }
    })
  expect(await servedHeading()).toEqual({ inPage: true, touchedByReact: false })

  // A first key, then a new address in the page (its location changes, so Gatsby renders the
  // page again, with new context values around the footer).
  const fetched = page.waitForResponse(/\/footer-text-\w+\.js$/)
  await page.keyboard.press('Tab')
  await page.evaluate(() => {
    window.location.hash = 'main-content'
  })
  await expect(page).toHaveURL(/#main-content$/)
  expect((await fetched).status()).toBe(200)
  expect(await servedHeading()).toEqual({ inPage: true, touchedByReact: false })
  await expect(legal).toBeVisible()

  // The next page, drawn by the browser, has the text from that code.
  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.faq }).click()
  await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
  await expect(legal).toBeVisible()
  await expect(footer.getByRole('link', { name: siteData.email })).toBeVisible()
  expect(await page.evaluate(() => document.getElementById('footer-legal')?.isConnected)).toBe(true)
  expect(
    await page.evaluate(
      () => (window as unknown as { servedHeading: HTMLElement }).servedHeading.isConnected,
    ),
  ).toBe(false)
})
