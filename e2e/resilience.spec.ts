import type { Page } from '@playwright/test'

import { expect, test, waitForHydration, withoutFailedRequests } from './fixtures'
import enCommon from '../locales/en/common.json'
import enFaq from '../locales/en/faq.json'

test('with the web font blocked, the page reads in the fallback face and still works', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\.woff2$/, (route) => route.abort())
  await page.goto('/en/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Inter never arrived: the text is drawn in the fallback face, and no page will lead with Inter.
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false)
  expect(await page.evaluate(() => localStorage.getItem('font:inter'))).toBeNull()
  const fontStack = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(fontStack.split(',').length).toBeGreaterThan(1)
  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }).click()
  await expect(page).toHaveURL(/\/en\/login\/$/)
  withoutFailedRequests(consoleErrors)
})

/** The faces the browser actually drew an element's text with (not only what CSS asked for). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const { root } = await session.send('DOM.getDocument')
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId })
  await session.detach()
  return fonts.map((font) => font.familyName)
}

test('a first visit paints before Inter is requested; the next page leads with Inter, at the theme weights', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font:inter'))).toBe('1')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
      ?.startTime,
  }))
  expect(timing.font).toBeGreaterThan(timing.paint)
  // This page keeps the face it painted with (matched to Inter's metrics): nothing re-wraps.
  expect(await renderedFonts(page, 'h1')).not.toContain('Inter')

  // The next document is drawn in Inter from its first paint: preloaded from the cache, which
  // answers at once since the file's URL is content-hashed and immutable (no revalidation).
  await page.goto('/en/qatrading/faq/')
  const heading = page.getByRole('heading', { level: 1, name: enFaq.heading })
  await expect(heading).toBeVisible()
  await expect(heading).toHaveCSS('font-family', /^"Inter Variable", system-ui/)
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    /^\/static\/inter-latin-wght-normal-[0-9a-f]{8,}\.woff2$/,
  )
  expect(await renderedFonts(page, 'h1')).toEqual(['Inter'])
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true)
})

test('a move to another page inside the site switches to Inter once it has loaded', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font:inter'))).toBe('1')
  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.faq }).click()
  await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
  await expect(page.getByRole('heading', { level: 1, name: enFaq.heading })).toBeVisible()
  expect(await renderedFonts(page, 'h1')).toEqual(['Inter'])
})
