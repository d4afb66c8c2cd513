import { writeFile } from 'node:fs/promises'

import type { BrowserContext, KeyInput, Page } from 'puppeteer-core'

import { markOne, waitForHydration, type EngineName, type Key, type Visitor } from './visitor'

const keys: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Escape: ['Escape'],
  Enter: ['Enter'],
  Space: ['Space'],
  End: ['End'],
}

/** A visitor in a fresh browser context of puppeteer-core: Chromium over CDP, Firefox over BiDi. */
export async function puppeteerVisitor(
  engine: EngineName,
  context: BrowserContext,
  baseUrl: string,
): Promise<Visitor & { close(): Promise<void> }> {
  const page: Page = await context.newPage()
  const visitor: Visitor & { close(): Promise<void> } = {
    engine,
    async load(path) {
      await page.goto(baseUrl + path, { waitUntil: 'load' })
    },
    async open(path) {
      await visitor.load(path)
      await waitForHydration(visitor)
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
      await waitForHydration(visitor)
    },
    location: () => page.evaluate(() => location.pathname + location.search + location.hash),
    // As text, as WebDriver sends it: the same script runs in every engine.
    run: <Result>(script: (...args: never[]) => unknown, ...args: unknown[]) =>
      page.evaluate(
        `(${script.toString()}).apply(null, ${JSON.stringify(args)})`,
      ) as Promise<Result>,
    async click(target) {
      await page.click(await markOne(visitor, target))
    },
    async type(target, text) {
      await page.type(await markOne(visitor, target), text)
    },
    async press(key) {
      const [first, second] = keys[key]
      if (!first) return
      if (!second) return page.keyboard.press(first)
      await page.keyboard.down(first)
      await page.keyboard.press(second)
      await page.keyboard.up(first)
    },
    async choose(target, value) {
      await page.select(await markOne(visitor, target), value)
    },
    async setViewport(size) {
      await page.setViewport(size)
    },
    async screenshot(file) {
      await writeFile(file, await page.screenshot())
    },
    close: () => context.close(),
  }
  return visitor
}
