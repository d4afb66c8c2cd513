import { writeFile } from 'node:fs/promises'

import { By, Key as WebDriverKey, Origin, type WebDriver } from 'selenium-webdriver'

import { markOne, waitForHydration, type Key, type Visitor } from './visitor'

const keys: Record<Key, string[]> = {
  Tab: [WebDriverKey.TAB],
  'Shift+Tab': [WebDriverKey.SHIFT, WebDriverKey.TAB],
  Escape: [WebDriverKey.ESCAPE],
  Enter: [WebDriverKey.ENTER],
  Space: [WebDriverKey.SPACE],
  End: [WebDriverKey.END],
}

/** A visitor in a WebDriver session of its own (WebKit's MiniBrowser through WebKitWebDriver). */
export function webDriverVisitor(
  driver: WebDriver,
  baseUrl: string,
): Visitor & { close(): Promise<void> } {
  const find = async (selector: string) => driver.findElement(By.css(selector))
  const visitor: Visitor & { close(): Promise<void> } = {
    engine: 'webkit',
    async load(path) {
      await driver.get(baseUrl + path)
    },
    async open(path) {
      await visitor.load(path)
      await waitForHydration(visitor)
    },
    async reload() {
      await driver.navigate().refresh()
      await waitForHydration(visitor)
    },
    location: () =>
      driver.executeScript<string>('return location.pathname + location.search + location.hash'),
    run: <Result>(script: (...args: never[]) => unknown, ...args: unknown[]) =>
      driver.executeScript<Result>(`return (${script.toString()}).apply(null, arguments)`, ...args),
    async click(target) {
      // A pointer press at the element's centre once it is in view (at once: the site scrolls
      // smoothly), as puppeteer clicks: WebKit's
      // element click refuses some elements a visitor can click (a <summary>) as not interactable.
      const element = await find(await markOne(visitor, target))
      const [x, y] = await driver.executeScript<[number, number]>(
        `arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
        const box = arguments[0].getBoundingClientRect()
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)]`,
        element,
      )
      await driver.actions().move({ origin: Origin.VIEWPORT, x, y }).press().release().perform()
    },
    async type(target, text) {
      await (await find(await markOne(visitor, target))).sendKeys(text)
    },
    async press(key) {
      const [first, second] = keys[key]
      if (!first) return
      const actions = driver.actions()
      if (second) await actions.keyDown(first).sendKeys(second).keyUp(first).perform()
      else await actions.sendKeys(first).perform()
    },
    async choose(target, value) {
      // Typing an option's text into a focused <select> picks it (WebKit refuses a click on an
      // <option>, which it draws in a native popup); the keys are the visitor's own input.
      const selector = await markOne(visitor, target)
      const text = await driver.executeScript<string>(
        'return arguments[0].querySelector(`option[value="${arguments[1]}"]`).textContent',
        await find(selector),
        value,
      )
      await (await find(selector)).sendKeys(text)
    },
    async setViewport({ width, height }) {
      // The window's size includes MiniBrowser's toolbar: grow it by what the page lacks, until
      // the page has the size (GTK applies a new size a little later).
      const inner = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]')
      await driver.manage().window().setRect({ width, height })
      let reached = await inner()
      for (
        let attempt = 0;
        attempt < 10 && (reached[0] !== width || reached[1] !== height);
        attempt++
      ) {
        const rect = await driver.manage().window().getRect()
        await driver
          .manage()
          .window()
          .setRect({
            width: rect.width + width - reached[0],
            height: rect.height + height - reached[1],
          })
        await new Promise((resolve) => setTimeout(resolve, 100))
        reached = await inner()
      }
      // A window GTK will not make that small is the driver's limit, said as such, never a pass.
      if (reached[0] !== width || reached[1] !== height) {
        throw new Error(
          `webkit: the page is ${reached.join('×')}, not ${width}×${height}: MiniBrowser's window cannot be made that size`,
        )
      }
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'))
    },
    close: () => driver.quit(),
  }
  return visitor
}
