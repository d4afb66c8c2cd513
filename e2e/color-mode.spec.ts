import { expect, test, waitForHydration } from './fixtures'
import { theme } from '../src/lib/theme'
import enCommon from '../locales/en/common.json'

const darkBackground = theme.colors?.background as string
const lightBackground = (theme.colors?.modes as Record<string, Record<string, string>>).light!
  .background!

function rgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16)
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`
}

const pageBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

test.describe('with the OS set to light', () => {
  test.use({ colorScheme: 'light' })

  test('the site is dark by default', async ({ page }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(darkBackground))
  })

  test('"System" follows the OS, and the choice survives a reload', async ({ page }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: enCommon.colorMode.label })
      .selectOption('system')
    await expect.poll(() => pageBackground(page)).toBe(rgb(lightBackground))
    await page.reload()
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
  })

  test('a stored choice applies before any script bundle runs (no flash)', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme-ui-color-mode', 'light'))
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/en/', { waitUntil: 'domcontentloaded' })
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
    consoleErrors.splice(0)
  })
})

test('choosing light and back to dark changes the page colours', async ({ page }) => {
  await page.goto('/ja/')
  await waitForHydration(page)
  const select = page.getByRole('contentinfo').getByRole('combobox')
  await select.selectOption('light')
  await expect.poll(() => pageBackground(page)).toBe(rgb(lightBackground))
  await select.selectOption('dark')
  await expect.poll(() => pageBackground(page)).toBe(rgb(darkBackground))
})

test('a corrupt stored colour mode is replaced by the default without a crash', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme-ui-color-mode', '{"oops"')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/en/')
  await waitForHydration(page)
  expect(await pageBackground(page)).toBe(rgb(darkBackground))
  expect(await page.evaluate(() => localStorage.getItem('theme-ui-color-mode'))).toBe('dark')
})
