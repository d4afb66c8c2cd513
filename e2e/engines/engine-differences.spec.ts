import enCommon from '../../locales/en/common.json'
import { interReadyClass } from '../../src/lib/inter-font'
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

test('Japanese headings are balanced only where the engine finds phrases', async ({ visitor }) => {
  await visitor.open('/ja/qatrading/faq/')
  const rule = await visitor.run(() => {
    const heading = document.querySelector('main h1, main h2') as HTMLElement
    const style = getComputedStyle(heading) as CSSStyleDeclaration & {
      textWrap?: string
      textWrapStyle?: string
    }
    return {
      phrases: CSS.supports('word-break', 'auto-phrase'),
      wordBreak: style.wordBreak,
      balanced: (style.textWrapStyle ?? style.textWrap ?? '').includes('balance'),
    }
  })
  // Balancing at any character would split phrases: no balance without phrase detection.
  expect(rule).toEqual(
    rule.phrases
      ? { phrases: true, wordBreak: 'auto-phrase', balanced: true }
      : { phrases: false, wordBreak: 'normal', balanced: false },
  )
})
