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

/** The scheme native controls (a select's box, scrollbars) are drawn in: the mode shown. */
const controlScheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)

test.describe('with the OS set to light', () => {
  test.use({ colorScheme: 'light' })

  test('the site is dark by default', async ({ page }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(darkBackground))
    expect(await controlScheme(page)).toBe('dark')
  })

  test('"System" follows the OS, and the choice survives a reload', async ({ page }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: enCommon.colorMode.label })
      .selectOption('system')
    await expect.poll(() => pageBackground(page)).toBe(rgb(lightBackground))
    expect(await controlScheme(page)).toBe('light')
    await page.reload()
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
    expect(await controlScheme(page)).toBe('light')
  })

  test('a stored choice applies before any script bundle runs (no flash)', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme-ui-color-mode', 'light'))
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/en/', { waitUntil: 'domcontentloaded' })
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
    expect(await controlScheme(page)).toBe('light')
    consoleErrors.splice(0)
  })
})

test('choosing light and back to dark changes the page colours', async ({ page }) => {
  await page.goto('/ja/')
  await waitForHydration(page)
  const select = page.getByRole('contentinfo').getByRole('combobox')
  await select.selectOption('light')
  await expect.poll(() => pageBackground(page)).toBe(rgb(lightBackground))
  expect(await controlScheme(page)).toBe('light')
  await select.selectOption('dark')
  await expect.poll(() => pageBackground(page)).toBe(rgb(darkBackground))
  expect(await controlScheme(page)).toBe('dark')
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

test.describe('in the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  const selectIn = (page: import('@playwright/test').Page, where: 'dialog' | 'contentinfo') =>
    page.getByRole(where).getByRole('combobox', { name: enCommon.colorMode.label })

  async function openMenu(page: import('@playwright/test').Page) {
    await page.getByRole('button', { name: enCommon.header.menuOpen }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  }

  test("choosing dark there: the footer's select says dark, and the page is dark after a reload", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme-ui-color-mode', 'light')
        sessionStorage.setItem('seeded', '1')
      }
    })
    await page.goto('/en/')
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
    await openMenu(page)
    const menuSelect = selectIn(page, 'dialog')
    await expect(menuSelect).toHaveValue('light')
    // From the keyboard, as a visitor does: the option after light is dark.
    await menuSelect.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menuSelect).toHaveValue('dark')
    expect(await pageBackground(page)).toBe(rgb(darkBackground))
    await page.keyboard.press('Escape')
    await expect(selectIn(page, 'contentinfo')).toHaveValue('dark')
    await page.reload()
    await waitForHydration(page)
    expect(await pageBackground(page)).toBe(rgb(darkBackground))
    await expect(selectIn(page, 'contentinfo')).toHaveValue('dark')
  })

  test('keys pressed fast through the options end on the last one, in both selects and in storage', async ({
    page,
  }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    await openMenu(page)
    const menuSelect = selectIn(page, 'dialog')
    await menuSelect.focus()
    // From dark: system, dark, light, light (the first option stays), dark, system, dark, light.
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown']
    for (const key of [...keys, 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key, { delay: 30 }) // keys 30 ms apart
    }
    await expect(menuSelect).toHaveValue('light')
    expect(await pageBackground(page)).toBe(rgb(lightBackground))
    expect(await page.evaluate(() => localStorage.getItem('theme-ui-color-mode'))).toBe('light')
    await page.keyboard.press('Escape')
    await expect(selectIn(page, 'contentinfo')).toHaveValue('light')
  })
})

test('with storage blocked, a choice still changes the page for this page view', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    Storage.prototype.getItem = blocked
    Storage.prototype.setItem = blocked
  })
  await page.goto('/en/')
  await waitForHydration(page)
  const select = page.getByRole('contentinfo').getByRole('combobox')
  await select.selectOption('light')
  await expect.poll(() => pageBackground(page)).toBe(rgb(lightBackground))
  await expect(select).toHaveValue('light')
})

test('a stored mode that is not one of ours falls back to the dark default', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme-ui-color-mode', 'purple')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/en/')
  await waitForHydration(page)
  expect(await pageBackground(page)).toBe(rgb(darkBackground))
  await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveValue('dark')
  expect(await page.evaluate(() => localStorage.getItem('theme-ui-color-mode'))).toBe('dark')
})
