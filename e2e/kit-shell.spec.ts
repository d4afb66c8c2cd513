import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// The develop-only kit catalogue (built with GATSBY_KIT_CATALOGUE=1); its first sidebar example
// is named "Catalogue sidebar" and collapses below the large breakpoint (64em = 1024px).
const catalogue = '/dev/kit/'
const name = 'Catalogue sidebar'

const handle = (page: Page) => page.getByRole('separator', { name, exact: true })
const sidebar = (page: Page) => page.getByRole('navigation', { name, exact: true })
const toggle = (page: Page) =>
  page.getByRole('button', { name: 'Open catalogue sidebar', exact: true })

async function renderedWidth(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0
}

test.beforeEach(async ({ page }) => {
  await page.goto(catalogue)
  await waitForHydration(page)
})

test('dragging the handle resizes the sidebar and stops at 220 and 320 px', async ({ page }) => {
  await handle(page).scrollIntoViewIfNeeded()
  const box = await handle(page).boundingBox()
  if (!box) throw new Error('the resize handle has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 20, y, { steps: 4 })
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '300')
  await page.mouse.move(x + 200, y, { steps: 8 })
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '320')
  await expect.poll(() => renderedWidth(sidebar(page))).toBeGreaterThanOrEqual(318)
  await expect.poll(() => renderedWidth(sidebar(page))).toBeLessThanOrEqual(320)
  await page.mouse.move(x - 200, y, { steps: 8 })
  await page.mouse.up()
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '220')
  await expect.poll(() => renderedWidth(sidebar(page))).toBeGreaterThanOrEqual(218)
  await expect.poll(() => renderedWidth(sidebar(page))).toBeLessThanOrEqual(220)
})

test('the keyboard resizes the sidebar and stops at 220 and 320 px', async ({ page }) => {
  await handle(page).focus()
  await page.keyboard.press('ArrowRight')
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '290')
  for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight')
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '320')
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowLeft')
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '220')
  await page.keyboard.press('End')
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '320')
  await page.keyboard.press('Home')
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '220')
  await expect.poll(() => renderedWidth(sidebar(page))).toBeLessThanOrEqual(220)
})

test('the chosen width is remembered on the next visit', async ({ page }) => {
  await handle(page).focus()
  await page.keyboard.press('End')
  await page.reload()
  await waitForHydration(page)
  await expect(handle(page)).toHaveAttribute('aria-valuenow', '320')
})

test('below 1024 px the sidebar is a drawer that opens from its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 740 })
  await expect(sidebar(page)).toBeHidden()
  await expect(handle(page)).toBeHidden()
  await toggle(page).click()
  const drawer = page.getByRole('dialog', { name, exact: true })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(toggle(page)).toBeFocused()
})

test('a click outside the drawer closes it', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 740 })
  await toggle(page).click()
  await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible()
  await page.mouse.click(850, 370)
  await expect(page.getByRole('dialog', { name, exact: true })).toBeHidden()
})

test('focus stays inside the open drawer', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 740 })
  await toggle(page).click()
  const drawer = page.getByRole('dialog', { name, exact: true })
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    const inside = await drawer.evaluate((element) => element.contains(document.activeElement))
    // Tab may pass through the browser UI once at the end of the dialog; never into the page behind.
    const onPage = await page.evaluate(() => document.activeElement !== document.body)
    expect(inside || !onPage).toBe(true)
  }
})

test('growing the viewport past 1024 px shows the sidebar again', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 740 })
  await toggle(page).click()
  await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible()
  await page.setViewportSize({ width: 1100, height: 740 })
  await expect(page.getByRole('dialog', { name, exact: true })).toBeHidden()
  await expect(toggle(page)).toBeHidden()
  await expect(sidebar(page)).toBeVisible()
  await expect(handle(page)).toBeVisible()
})

test('a compact sidebar item shows its label in a tooltip beside it', async ({ page }) => {
  const item = page
    .getByRole('navigation', { name: 'Compact catalogue sidebar' })
    .getByRole('link', { name: 'Settings' })
  await item.hover()
  const tooltip = page.getByRole('tooltip', { name: 'Settings' })
  await expect(tooltip).toBeVisible()
  const itemBox = await item.boundingBox()
  const tooltipBox = await tooltip.boundingBox()
  expect(tooltipBox?.x).toBeGreaterThanOrEqual((itemBox?.x ?? 0) + (itemBox?.width ?? 0) - 1)
})

test.describe('the hide-on-scroll navbar', () => {
  const navbar = (page: Page) =>
    page.locator('header').filter({ hasText: 'App shell' }).filter({ hasText: 'Account' })

  test('slides away on scroll down and back on scroll up', async ({ page }) => {
    await navbar(page).scrollIntoViewIfNeeded()
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 400)
    await expect(navbar(page)).not.toHaveCSS('transform', 'none')
    await page.mouse.wheel(0, -100)
    await expect(navbar(page)).toHaveCSS('transform', 'none')
  })

  test('animates in 0.2 s, and not at all under reduced motion', async ({ page }) => {
    await expect(navbar(page)).toHaveCSS('transition-duration', '0.2s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(navbar(page)).toHaveCSS('transition-duration', '0s')
  })
})
