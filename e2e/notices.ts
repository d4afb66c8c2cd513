import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ElementHandle, Locator, Page } from '@playwright/test'
import type { Language } from '../src/i18n/languages'
import type enCommon from '../locales/en/common.json'
import type enFaq from '../locales/en/faq.json'
import type enLogin from '../locales/en/login.json'
import type enSignup from '../locales/en/signup.json'
import type enSuggestion from '../locales/en/suggestion.json'
import type enAnnouncement from '../content/announcement/en.json'

function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(path.join(__dirname, '..', ...parts), 'utf8')) as T
}

/** The texts a visitor reads in the notices and on the pages' first screens, in one language. */
export function stringsOf(language: Language) {
  const locale = <T>(namespace: string) => readJson<T>('locales', language, `${namespace}.json`)
  return {
    common: locale<typeof enCommon>('common'),
    faq: locale<typeof enFaq>('faq'),
    login: locale<typeof enLogin>('login'),
    signup: locale<typeof enSignup>('signup'),
    suggestion: locale<typeof enSuggestion>('suggestion'),
    announcement: readJson<typeof enAnnouncement>('content', 'announcement', `${language}.json`),
    /** The home page's heading, as the editor wrote it in the hero's frontmatter. */
    homeHeading: readFileSync(
      path.join(__dirname, '..', 'content', 'home', language, 'hero.mdx'),
      'utf8',
    )
      .match(/^title:\s*(.+)$/m)![1]!
      .trim(),
  }
}

export type Strings = ReturnType<typeof stringsOf>

/** The language suggestion's offer in `language`, written in it; the page has one per language. */
export const suggestionIn = (page: Page, language: string) =>
  page.locator(`[data-notice="suggestion"] > [lang="${language}"]`)

/** The notice on show: the area shows one at a time (docs/product.md#notices). */
export const shownNotices = (page: Page) =>
  page.locator('[data-notice-area] > [data-notice]:visible')

/**
 * In the page: the share of the first screen the notices cover (sampled every 8 px), how many of
 * their elements float, and where the notices, header and main start or end. Self-contained, so the
 * engine suite runs it too (e2e/engines/notices.spec.ts).
 */
export function firstScreenCoverage() {
  const area = document.querySelector('[data-notice-area]')
  let covered = 0
  let points = 0
  for (let y = 4; y < innerHeight; y += 8) {
    for (let x = 4; x < innerWidth; x += 8) {
      points += 1
      const hit = document.elementFromPoint(x, y)
      if (hit && area?.contains(hit)) covered += 1
    }
  }
  const floating = [...(area?.querySelectorAll('*') ?? [])].filter((element) =>
    ['fixed', 'sticky', 'absolute'].includes(getComputedStyle(element).position),
  ).length
  const bottomOf = (selector: string) =>
    document.querySelector(selector)?.getBoundingClientRect().bottom ?? Number.NaN
  return {
    share: covered / points,
    floating,
    areaBottom: bottomOf('[data-notice-area]'),
    headerBottom: bottomOf('header'),
    mainTop: document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN,
    noticeHeights: [...document.querySelectorAll('[data-notice-area] > [data-notice]')]
      .map((notice) => notice.getBoundingClientRect().height)
      .filter((height) => height > 0),
  }
}

/**
 * What the visitor sees on the first screen: the share of the viewport the notices cover
 * (elementFromPoint on an 8 px grid), how many of their elements are fixed, sticky or floating,
 * where the notice area ends, the header ends and the page body starts, the height of each notice
 * that takes room, and for each of `targets` whether a click at its centre would reach it (on
 * screen and covered by nothing).
 */
export async function measureFirstScreen(page: Page, targets: ElementHandle<Element>[]) {
  const seen = await page.evaluate(firstScreenCoverage)
  const uncovered = await Promise.all(
    targets.map(async (target) => ({
      target: await target.evaluate((element) => element.outerHTML.slice(0, 80)),
      reachable: await hitAtCentre(target),
    })),
  )
  return { ...seen, uncovered }
}

/** Whether a click at the element's centre would reach it: on screen and covered by nothing. */
export function hitAtCentre(target: Locator | ElementHandle<Element>): Promise<boolean> {
  // (Two calls: the two evaluate signatures do not unite.)
  return 'all' in target ? target.evaluate(centreHits) : target.evaluate(centreHits)
}

function centreHits(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
  const hit = document.elementFromPoint(x, y)
  return hit !== null && (hit === element || element.contains(hit))
}

/**
 * The focused element, and whether part of it can be seen: one of its centre and four inner corners
 * is on screen and hit-tests to it (nothing, a fixed header included, lies over it there).
 * `again` once focus comes back to an element it has been on; null once focus has left the page.
 */
export function focusedAndVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    const store = window as unknown as { __focusedBefore?: WeakSet<Element> }
    store.__focusedBefore ??= new WeakSet()
    const again = store.__focusedBefore.has(element)
    store.__focusedBefore.add(element)
    const box = element.getBoundingClientRect()
    const inset = Math.min(2, box.width / 2, box.height / 2)
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const
    const visible = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (hit === element || element.contains(hit))
    })
    const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    return { again, label, visible }
  })
}

/**
 * Serves the page at `pagePath` (HTML and page data) with some of its texts replaced, as if an
 * editor or a translator had written them: the static HTML and the data React hydrates from agree,
 * so the page hydrates as a real build would.
 */
export async function serveWithTexts(
  page: Page,
  pagePath: string,
  replacements: readonly (readonly [string, string])[],
): Promise<void> {
  const pageData = `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`
  await page.route(
    (url) => url.pathname === pagePath || url.pathname === pageData,
    async (route) => {
      const response = await route.fetch()
      let body = await response.text()
      for (const [from, to] of replacements) {
        if (!body.includes(from)) throw new Error(`"${from}" is not in ${route.request().url()}`)
        body = body.split(from).join(to)
      }
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ response, body, headers })
    },
  )
}

/**
 * Text zoom, as browsers offer it for reading: every text twice its size, the layout's own
 * lengths (header height, paddings) as they were.
 */
export function zoomText(page: Page, factor: number): Promise<void> {
  return page.evaluate((by) => {
    const elements = [...document.querySelectorAll<HTMLElement>('body, body *')]
    const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize))
    elements.forEach((element, index) =>
      element.style.setProperty('font-size', `${sizes[index]! * by}px`, 'important'),
    )
  }, factor)
}

/**
 * What cannot be read as it is shown, in the notices and in the page's heading: an element running
 * past the viewport's edges, or text cut off inside its box.
 */
export function lostContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lost: string[] = []
    const elements = document.querySelectorAll<HTMLElement>('[data-notice-area] *, main h1')
    for (const element of elements) {
      if (element.getClientRects().length === 0) continue
      const box = element.getBoundingClientRect()
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      if (box.left < -0.5 || box.right > innerWidth + 0.5) lost.push(`${name} runs off screen`)
      const clips = getComputedStyle(element).overflow !== 'visible'
      if (
        clips &&
        (element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1)
      ) {
        lost.push(`${name} is cut off`)
      }
    }
    return lost
  })
}
