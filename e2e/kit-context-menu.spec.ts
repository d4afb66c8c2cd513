import type { CDPSession, Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// The develop-only catalogue (built with GATSBY_KIT_CATALOGUE=1) renders ContextMenuExamples.
const cataloguePath = '/dev/kit/'
// The kit's long-press threshold (docs/product.md#interface-kit).
const longPressMs = 500

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

const target = (page: Page) => page.getByRole('link', { name: 'Catalogue context-menu target' })
const menu = (page: Page) => page.getByRole('menu', { name: 'Question actions' })

/** Real touch input through Chromium's input pipeline, as a finger would produce it. */
async function touch(
  client: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  x = 0,
  y = 0,
) {
  await client.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
  })
}

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('the context-menu target is not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Lets React commit what fired timers scheduled: its scheduler posts through a MessageChannel,
 * which the paused page clock does not hold back, so one more message runs after its work.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

test.beforeEach(async ({ page }) => {
  // The page clock makes the 500 ms threshold exact and lets the tests wait without sleeping.
  await page.clock.install()
  await page.goto(cataloguePath)
  await waitForHydration(page)
  await target(page).scrollIntoViewIfNeeded()
  await page.clock.pauseAt(Date.now() + 60_000)
})

test('a 500 ms touch long-press opens the menu, and lifting the finger keeps it open', async ({
  page,
}) => {
  const client = await page.context().newCDPSession(page)
  const urlBefore = page.url()
  const { x, y } = await centreOf(target(page))
  await touch(client, 'touchStart', x, y)
  await page.clock.runFor(longPressMs - 1)
  await settle(page)
  await expect(menu(page)).toBeHidden()
  await page.clock.runFor(1)
  await expect(menu(page)).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Copy link to the question' })).toBeFocused()
  await touch(client, 'touchEnd')
  await settle(page)
  await expect(menu(page)).toBeVisible()
  // The lifting finger did not follow the link either.
  expect(page.url()).toBe(urlBefore)
})

test('a short tap does not open the menu', async ({ page }) => {
  const client = await page.context().newCDPSession(page)
  const { x, y } = await centreOf(target(page))
  await touch(client, 'touchStart', x, y)
  await page.clock.runFor(100)
  await touch(client, 'touchEnd')
  await page.clock.runFor(longPressMs * 2)
  await settle(page)
  await expect(menu(page)).toBeHidden()
})

test('a finger that moves away cancels the long-press', async ({ page }) => {
  const client = await page.context().newCDPSession(page)
  const { x, y } = await centreOf(target(page))
  await touch(client, 'touchStart', x, y)
  await touch(client, 'touchMove', x + 40, y)
  await page.clock.runFor(longPressMs * 2)
  await settle(page)
  await expect(menu(page)).toBeHidden()
  await touch(client, 'touchEnd')
})
