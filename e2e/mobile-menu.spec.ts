import { expect, test, waitForHydration } from './fixtures'
import enCommon from '../locales/en/common.json'

test.use({ viewport: { width: 375, height: 740 }, isMobile: false })

const openButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: enCommon.header.menuOpen })

test.beforeEach(async ({ page }) => {
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
})

test('below the large breakpoint the navigation sits behind a labelled menu button', async ({
  page,
}) => {
  await expect(openButton(page)).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
  ).toBeHidden()
})

test('the menu opens as a dialog and Escape closes it, returning focus to the button', async ({
  page,
}) => {
  await openButton(page).click()
  const dialog = page.getByRole('dialog', { name: enCommon.header.menuTitle })
  await expect(dialog).toBeVisible()
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(openButton(page)).toBeFocused()
})

test('focus stays inside the open menu', async ({ page }) => {
  await openButton(page).click()
  const dialog = page.getByRole('dialog', { name: enCommon.header.menuTitle })
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab')
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement))
    // Tab may pass through the browser UI once at the end of the dialog; never into the page behind.
    const onPage = await page.evaluate(() => document.activeElement !== document.body)
    expect(inside || !onPage).toBe(true)
  }
})

test('the close button closes the menu', async ({ page }) => {
  await openButton(page).click()
  await page.getByRole('button', { name: enCommon.header.menuClose }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the menu closes on route change', async ({ page }) => {
  await openButton(page).click()
  const dialog = page.getByRole('dialog', { name: enCommon.header.menuTitle })
  await dialog.getByRole('link', { name: enCommon.nav.signup }).click()
  await expect(page).toHaveURL(/\/en\/signup\/$/)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the menu closes when the viewport grows to large', async ({ page }) => {
  await openButton(page).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.setViewportSize({ width: 1100, height: 740 })
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(
    page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
  ).toBeVisible()
})

test('the menu offers every language and the colour theme', async ({ page }) => {
  await openButton(page).click()
  const dialog = page.getByRole('dialog', { name: enCommon.header.menuTitle })
  await expect(dialog.getByRole('link', { name: '日本語' })).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: enCommon.colorMode.label })).toBeVisible()
})
