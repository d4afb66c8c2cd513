import { languages } from '../src/i18n/languages'
import { localePath } from '../src/i18n/paths'
import { routeList, routes } from '../src/i18n/routes'
import { builtPagePaths, pageFileOf } from './built-pages'

describe('builtPagePaths', () => {
  it('lists every row of the route table in each of its locales when the build wrote them all', () => {
    const paths = builtPagePaths(() => true)
    const expected = routeList.reduce((count, route) => count + route.locales.length, 0)
    expect(paths).toHaveLength(expected)
    expect(paths).toEqual(expect.arrayContaining(['/', '/en/qatrading/faq/', '/ja/login/']))
  })

  it('leaves out a row whose page the build did not write (the kit outside a catalogue build)', () => {
    const written = new Set(builtPagePaths(() => true).map(pageFileOf))
    for (const language of languages)
      written.delete(pageFileOf(localePath(language, routes.kit.path)))
    const paths = builtPagePaths((file) => written.has(file))
    expect(paths.some((pagePath) => pagePath.endsWith(routes.kit.path))).toBe(false)
    expect(paths).toContain('/qatrading/faq/')
  })

  it('never lists an HTML file the table does not declare', () => {
    expect(
      builtPagePaths((file) => file === 'admin/index.html' || file === 'old/index.html'),
    ).toEqual([])
  })
})

describe('pageFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/en/', 'en/index.html'],
    ['/pt-PT/qatrading/faq/', 'pt-PT/qatrading/faq/index.html'],
  ])('%s is served from %s', (pagePath, file) => {
    expect(pageFileOf(pagePath)).toBe(file)
  })
})
