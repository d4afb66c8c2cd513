import { expect, test, waitForHydration, withoutFailedRequests } from './fixtures'
import enCommon from '../locales/en/common.json'
import enFaq from '../locales/en/faq.json'

test('with the web font blocked, the page reads in the fallback face and still works', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/fonts\/.+\.woff2$/, (route) => route.abort())
  await page.goto('/en/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Inter never arrived: the text is drawn in the next face of the stack.
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false)
  const fontStack = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(fontStack.split(',').length).toBeGreaterThan(1)
  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }).click()
  await expect(page).toHaveURL(/\/en\/login\/$/)
  withoutFailedRequests(consoleErrors)
})

test('the cut-down Inter loads (a broken subset would not) for the theme weights', async ({
  page,
}) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: enFaq.heading })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face) => ({
      family: face.family,
      weight: face.weight,
      status: face.status,
    })),
  )
  expect(faces).toContainEqual({ family: 'Inter Variable', weight: '400 700', status: 'loaded' })
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true)
})
