import { expect, test } from './fixtures'
import { demo } from './sign-in'
import enLogin from '../locales/en/login.json'

test('Enter before the page is interactive never puts the password in a URL, and signs in once ready', async ({
  page,
}) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  // Gatsby's bundles are held back until the visitor has pressed Enter: a slow device or network.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/en/login/', { waitUntil: 'domcontentloaded' })
  await page.getByLabel(enLogin.form.username).fill(demo.consultant.username)
  const password = page.getByLabel(enLogin.form.password, { exact: true })
  await password.fill(demo.password)
  await password.press('Enter')
  await expect(page).toHaveURL(/\/en\/login\/$/)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

  release()
  // The held attempt goes out once the page is ready: the consultant area greets the visitor.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  const leaked = urls.filter(
    (url) => url.includes(demo.password) || url.includes(encodeURIComponent(demo.password)),
  )
  expect(leaked).toEqual([])
})
