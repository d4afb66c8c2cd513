import { expect, test, waitForHydration } from './fixtures'
import enCrash from '../locales/en/crash.json'
import ptCrash from '../locales/pt-BR/crash.json'
import ptHome from '../locales/pt-BR/home.json'
import siteData from '../content/site.json'

// The browser-test build has the crash switch (GATSBY_CRASH_TEST=1); production builds do not.
test('a render error with a session problem offers to log in again, and that lands on / signed out', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    // window.name survives the navigation and Clear-Site-Data (which empties sessionStorage too).
    if (window.name !== 'seeded') {
      localStorage.setItem('accessToken', 'a')
      localStorage.setItem('refreshToken', 'r')
      localStorage.setItem('consultant', '{"username":"x"}')
      localStorage.setItem('lastVerified', String(Date.now()))
      window.name = 'seeded'
    }
  })
  await page.goto('/en/login/?crash=session')
  await expect(page.getByRole('heading', { level: 1, name: enCrash.title })).toBeVisible()
  await expect(page.getByText(enCrash.sessionMessage)).toBeVisible()
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'))
  await page.getByRole('button', { name: enCrash.logInAgain }).click()
  expect((await logout).status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/$/)
  const stored = await page.evaluate(() =>
    ['accessToken', 'refreshToken', 'consultant', 'lastVerified'].map((key) =>
      localStorage.getItem(key),
    ),
  )
  expect(stored).toEqual([null, null, null, null])
  consoleErrors.splice(0) // React reports the (intended) render error
})

test('any other render error apologises and offers to try again, in the page language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/?crash=general')
  await expect(page.getByRole('heading', { level: 1, name: ptCrash.title })).toBeVisible()
  await expect(page.getByText(ptCrash.generalMessage)).toBeVisible()
  // The tab still names the page, and a screen reader still reads it in its language.
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveTitle(`${ptHome.title} | ${siteData.brandName}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await page.route('**/api/logout', (route) => route.fulfill({ status: 500, body: '{}' }))
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: ptCrash.tryAgain }).click()
  await reloaded // a failed logout reloads the page
  consoleErrors.splice(0)
})

test('without the switch nothing crashes', async ({ page }) => {
  await page.goto('/en/?crash=nothing')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(enCrash.title)
})

test('/api/logout refuses GET and a cross-site origin', async ({ request }) => {
  expect((await request.get('/api/logout')).status()).toBe(405)
  const crossSite = await request.post('/api/logout', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
  })
  expect(crossSite.status()).toBe(403)
})
