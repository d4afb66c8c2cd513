import enCommon from '../../locales/en/common.json'
import { phraseBreaks } from '../../gatsby/phrase-breaks'
import { localePath } from '../../src/i18n/paths'
import { interReadyClass } from '../../src/lib/inter-font'
import { routes } from '../fixtures'
import { expect, test } from './fixtures'
import { expectInPage, markOne } from './visitor'

// What once differed between engines (each check failed in Firefox or WebKit before its fix).

const hasRootClass = (name: string) => document.documentElement.classList.contains(name)

/** Whether the page's first heading is drawn in the first face of its stack, not the next one. */
function headingInFirstFace(): boolean {
  const heading = document.querySelector('h1') as HTMLElement
  const style = getComputedStyle(heading)
  const widthIn = (family: string) => {
    const probe = document.createElement('span')
    probe.textContent = heading.textContent
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-size:${style.fontSize};font-weight:${style.fontWeight};font-family:${family}`
    document.body.append(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    return width
  }
  const stack = style.fontFamily
  return widthIn(stack) !== widthIn(stack.slice(stack.indexOf(',') + 1))
}

test('Inter loaded on the first page draws the next page, in every engine', async ({ visitor }) => {
  await visitor.open('/en/')
  // The first page paints in the system face and fetches Inter for the next ones.
  expect(await visitor.run(hasRootClass, interReadyClass)).toBe(false)
  expect(await visitor.run(headingInFirstFace)).toBe(false)
  await expectInPage(visitor, 'Inter is remembered as cached', '1', () =>
    localStorage.getItem('font:inter'),
  )
  await visitor.open('/en/qatrading/faq/')
  expect(await visitor.run(hasRootClass, interReadyClass)).toBe(true)
  // Asked for before the body paints, under its content-hashed URL, which the cache answers
  // without a round trip: in time for `optional`'s short window, so the page is drawn in Inter.
  expect(
    await visitor.run(() =>
      [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    ),
  ).toEqual([expect.stringMatching(/^\/static\/inter-latin-wght-normal-[0-9a-f]{8,}\.woff2$/)])
  expect(await visitor.run(headingInFirstFace)).toBe(true)
})

test('once the page is marked hydrated, a lone scripted click is handled, on every load', async ({
  visitor,
  viewport,
}) => {
  // A control only React handles: the menu button on a phone, the language button on a desktop.
  const control =
    viewport!.width < 1024
      ? ({ role: 'button', name: enCommon.header.menuOpen } as const)
      : ({ role: 'button', name: /English/, within: 'header' } as const)
  for (let load = 1; load <= 4; load++) {
    await visitor.open('/en/')
    await markOne(visitor, control)
    // Handled means the list opened: seen as it happens, since a late focus change of the test
    // window (WebKit's) may close it again right after.
    await visitor.run(() => {
      const control = document.querySelector('[data-engine-target]') as HTMLElement
      const seen = window as unknown as { opened?: boolean }
      seen.opened = false
      new MutationObserver(() => {
        if (control.getAttribute('aria-expanded') === 'true') seen.opened = true
      }).observe(control, { attributes: true })
      control.click()
    })
    await expectInPage(visitor, `the click of load ${load} is handled`, true, () =>
      Boolean((window as unknown as { opened?: boolean }).opened),
    )
  }
})

/**
 * In the page: every visible heading in Japanese, as its text, the offsets where its lines after
 * the first start, its last line's length in characters, and whether it is set in the root's font
 * (the Japanese stack on a ja page). Self-contained: it is sent as text.
 */
function japaneseHeadingLines() {
  const rootFont = getComputedStyle(document.documentElement).fontFamily
  return [...document.querySelectorAll('h1, h2, h3')]
    .filter((heading) => heading.matches(':lang(ja)') && heading.getClientRects().length > 0)
    .map((heading) => {
      // Each drawn character's offset in the heading's text and the top of its box.
      const drawn: { offset: number; top: number; height: number }[] = []
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      let offset = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let i = 0; i < text.length; i += 1) {
          const code = text.charCodeAt(i)
          const wide = code >= 0xd800 && code <= 0xdbff ? 2 : 1
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + wide)
          const box = [...range.getClientRects()].find((rect) => rect.width > 0)
          if (box && text[i]!.trim() && text[i] !== '\u200b') {
            drawn.push({ offset: offset + i, top: box.top, height: box.height })
          }
          i += wide - 1
        }
        offset += text.length
      }
      const lineStarts: number[] = []
      let lastLine = 0
      drawn.forEach((char, index) => {
        const previous = drawn[index - 1]
        if (previous && char.top > previous.top + previous.height / 2) {
          lineStarts.push(char.offset)
          lastLine = 0
        }
        lastLine += 1
      })
      return {
        tag: heading.tagName.toLowerCase(),
        text: heading.textContent ?? '',
        lineStarts,
        lastLine,
        rootFont: getComputedStyle(heading).fontFamily === rootFont,
      }
    })
}

/**
 * What a Japanese line may end with though the phrase goes on: a hand-placed break, closing
 * brackets, 、 and 。, and the iteration mark 々. Firefox's `keep-all` keeps only a few pairs of
 * line-break classes together, and 々 (a non-starter) ends the word it repeats: "日々 / どのように".
 */
const afterBreakablePunctuation = /[\u200b）」』】〕〉》、。々]/u

// Japanese may break a line between any two characters: a heading breaks only between the
// phrases the build found, in every engine, and never leaves one or two characters on its last
// line ("何です / か？"). Measured on a phone's width and at the project's.
test('Japanese headings break only between phrases, in the Japanese font', async ({
  visitor,
  viewport,
}) => {
  if (viewport!.width < 1024) await visitor.setViewport({ width: 360, height: 800 })
  // Latin words in the headings ("QA Trading") as wide as Inter draws them: the font as a
  // returning visitor has it.
  await visitor.open('/ja/')
  await visitor.run(() => localStorage.setItem('font:inter', '1'))
  const paths = [...routes, '/login/', '/no-such-page/'].map((route) => localePath('ja', route))
  let headings = 0
  let broken = 0
  for (const path of paths) {
    await visitor.open(path)
    await visitor.run(() => document.fonts.ready.then(() => undefined))
    for (const heading of await visitor.run(japaneseHeadingLines)) {
      headings += 1
      const where = `${visitor.engine} ${path} ${heading.tag} "${heading.text}"`
      const phrases = new Set(phraseBreaks('ja', heading.text))
      // A hand-placed zero-width space is a break too (the login's heading), and so is the place
      // after a closing bracket or a comma, where Japanese typesetting breaks lines (JIS X 4051)
      // and `keep-all` leaves the engines' break: "合同運用口座（PAMM） / とは何ですか？".
      const inPhrase = heading.lineStarts.filter(
        (start) => !phrases.has(start) && !afterBreakablePunctuation.test(heading.text[start - 1]!),
      )
      expect(inPhrase, `${where}: lines start inside a phrase`).toEqual([])
      if (heading.lineStarts.length > 0) {
        broken += 1
        expect(heading.lastLine, `${where}: its last line`).toBeGreaterThan(2)
      }
      expect(heading.rootFont, `${where}: in the page's font`).toBe(true)
    }
  }
  // Every ja route kind has headings, and some of them take more than one line on a phone.
  expect(headings).toBeGreaterThan(25)
  if (viewport!.width < 1024) expect(broken).toBeGreaterThan(3)
})
