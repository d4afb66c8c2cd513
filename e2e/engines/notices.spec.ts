import jaCommon from '../../locales/ja/common.json'
import ptCrash from '../../locales/pt-BR/crash.json'
import { firstScreenCoverage } from '../notices'
import { expect, test } from './fixtures'
import { expectInPage } from './visitor'

/** The notices on screen (a notice's own box may be empty: what shows is its content). */
const shownNotices = () =>
  [...document.querySelectorAll('[data-notice-area] > [data-notice]')]
    .filter((notice) =>
      [notice, ...notice.querySelectorAll('*')].some(
        (element) => element.getBoundingClientRect().height > 0,
      ),
    )
    .map((notice) => notice.getAttribute('data-notice'))

test('notices come one at a time: the suggestion, then consent, then the news; answers hold', async ({
  visitor,
}) => {
  // No engine here prefers Japanese: the Japanese page first offers the browser's edition.
  await visitor.open('/ja/')
  expect(await visitor.run(shownNotices)).toEqual(['suggestion'])
  // Its one button ("no, thanks") is written in the language it offers.
  await visitor.click({ role: 'button', within: '[data-notice="suggestion"]' })
  await expectInPage(visitor, 'then the consent question', ['consent'], shownNotices)
  await visitor.click({
    role: 'button',
    name: jaCommon.consent.reject,
    within: '[data-notice="consent"]',
  })
  await expectInPage(visitor, 'then the announcement', ['announcement'], shownNotices)
  await visitor.reload()
  expect(await visitor.run(shownNotices)).toEqual(['announcement'])
})

/** Whether the page's heading and main control (the create-account link) can be clicked. */
const pageControlsUncovered = () => {
  const reachable = (element: Element | null | undefined) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return hit !== null && (hit === element || element.contains(hit))
  }
  const signUp = [...document.querySelectorAll('main a')].find(
    (link) => link.getAttribute('href') === '/ja/signup/',
  )
  return { heading: reachable(document.querySelector('main h1')), mainControl: reachable(signUp) }
}

test('the notices leave the first screen to the page: heading and main control uncovered', async ({
  visitor,
}) => {
  await visitor.open('/ja/')
  expect(await visitor.run(shownNotices)).toEqual(['suggestion'])
  expect(await visitor.run(pageControlsUncovered)).toEqual({ heading: true, mainControl: true })
  // From 390 px wide the notices take at most 15 % of the first screen (docs/product.md#notices).
  const { share, floating } = await visitor.run(firstScreenCoverage)
  expect(share).toBeLessThanOrEqual(0.15)
  expect(floating).toBe(0)
})

test('a render error apologises in the page language and offers to try again', async ({
  visitor,
}) => {
  // The engine suite's build has the crash switch (GATSBY_CRASH_TEST=1, package.json).
  await visitor.load('/?crash=general')
  await expectInPage(visitor, 'the crash screen', ptCrash.title, () =>
    document.querySelector('h1')?.textContent?.trim(),
  )
  const loadedAt = await visitor.run(() => performance.timeOrigin)
  await visitor.click({ role: 'button', name: ptCrash.tryAgain })
  await expectInPage(
    visitor,
    'the page loads again',
    true,
    (before: number) => performance.timeOrigin !== before,
    loadedAt,
  )
})
