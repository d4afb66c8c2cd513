import { readFileSync } from 'node:fs'
import path from 'node:path'
import { navigate } from 'gatsby'
import { cancelLanguageSwitch, switchLanguage } from './switch-language'

/** Gatsby's page loader, with page data that arrives when the test says. */
function fakeLoader() {
  const pending = new Map<string, { resolve: () => void; reject: () => void }>()
  window.___loader = {
    loadPage: (path) =>
      new Promise<void>((resolve, reject) => void pending.set(path, { resolve, reject })),
  }
  return pending
}

const afterThePaint = async () => {
  jest.advanceTimersToNextFrame()
  jest.advanceTimersByTime(1)
  await Promise.resolve()
}
const settled = () =>
  new Promise<void>((resolve) => jest.requireActual('timers').setImmediate(resolve))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.mocked(navigate).mockClear()
  delete window.___loader
})

it('goes to the chosen page once the tap has painted and its page data is there', async () => {
  const pages = fakeLoader()
  switchLanguage('/fr/qatrading/faq/#fees')
  expect(navigate).not.toHaveBeenCalled()
  await afterThePaint()
  expect(pages.has('/fr/qatrading/faq/')).toBe(true)
  expect(navigate).not.toHaveBeenCalled()
  pages.get('/fr/qatrading/faq/')?.resolve()
  await settled()
  expect(navigate).toHaveBeenCalledWith('/fr/qatrading/faq/#fees')
})

it('ends on the last choice when an earlier one is still loading', async () => {
  const pages = fakeLoader()
  switchLanguage('/fr/')
  await afterThePaint()
  switchLanguage('/es/')
  await afterThePaint()
  pages.get('/es/')?.resolve()
  await settled()
  pages.get('/fr/')?.resolve() // French arrives last
  await settled()
  expect(jest.mocked(navigate).mock.calls).toEqual([['/es/']])
})

it('stays when the visitor then chooses the language they are reading', async () => {
  const pages = fakeLoader()
  switchLanguage('/fr/')
  await afterThePaint()
  cancelLanguageSwitch()
  pages.get('/fr/')?.resolve()
  await settled()
  expect(navigate).not.toHaveBeenCalled()
})

it('still navigates when the page data fails, so that Gatsby loads the page itself', async () => {
  const pages = fakeLoader()
  switchLanguage('/ja/')
  await afterThePaint()
  pages.get('/ja/')?.reject()
  await settled()
  expect(navigate).toHaveBeenCalledWith('/ja/')
})

it('navigates after the paint where there is no page loader', async () => {
  switchLanguage('/it/')
  await afterThePaint()
  await settled()
  expect(navigate).toHaveBeenCalledWith('/it/')
})

describe("Gatsby's loader, as installed", () => {
  // `window.___loader` is not Gatsby's API (docs/performance.md#framework-internals-we-lean-on):
  // what the choice leans on is that it is the loader `navigate` waits on, and that a page it
  // loaded once is answered from its cache, not fetched again.
  const cacheDir = path.dirname(require.resolve('gatsby/cache-dir/loader.js'))
  const read = (file: string) => readFileSync(path.join(cacheDir, file), 'utf8')

  it('is the one navigate loads the page through', () => {
    expect(read('production-app.js')).toMatch(
      /\nsetLoader\(loader\)\n[\s\S]*\nwindow\.___loader = publicLoader\n/,
    )
    const navigation = read('navigation.js')
    expect(navigation).toContain('import loader, { PageResourceStatus } from "./loader"')
    expect(navigation).toContain('loader.loadPage(pathname + search).then(pageResources => {')
    expect(read('loader.js')).toMatch(
      /export const publicLoader = \{[\s\S]*?loadPage: rawPath => instance\.loadPage\(rawPath\),[\s\S]*?\nexport default publicLoader\n/,
    )
  })

  it('answers a page it has loaded, or is loading, without a second request', () => {
    const loadPage = /\n {2}loadPage\(rawPath\) \{[\s\S]*?\n {2}\}\n/.exec(read('loader.js'))?.[0]
    expect(loadPage).toMatch(
      /const pagePath = findPath\(rawPath\)\s*if \(this\.pageDb\.has\(pagePath\)\) \{[\s\S]*?return Promise\.resolve\(page\.payload\)/,
    )
    expect(loadPage).toMatch(
      /if \(this\.inFlightDb\.has\(pagePath\)\) \{\s*return this\.inFlightDb\.get\(pagePath\)/,
    )
  })
})
