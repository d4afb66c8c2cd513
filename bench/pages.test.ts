/** @jest-environment node */
import { allPages, defaultRuns, parseOptions, selectPages } from './pages'

const ids = (pages: { id: string }[]) => pages.map((page) => page.id)

describe('selectPages', () => {
  it('measures pt-BR home, pt-BR FAQ, en login and ja home by default', () => {
    const pages = selectPages({ all: false })
    expect(pages.map((page) => [page.id, page.path])).toEqual([
      ['pt-BR home', '/'],
      ['pt-BR FAQ', '/qatrading/faq/'],
      ['en login', '/en/login/'],
      ['ja home', '/ja/'],
    ])
  })

  it('measures all five routes in all seven locales with --all, pt-BR unprefixed', () => {
    const pages = selectPages({ all: true })
    expect(pages).toHaveLength(35)
    expect(new Set(pages.map((page) => page.path)).size).toBe(35)
    expect(pages.filter((page) => page.language === 'pt-BR').map((page) => page.path)).toEqual([
      '/',
      '/qatrading/faq/',
      '/signup/',
      '/login/',
      '/consultant/',
    ])
    expect(pages.find((page) => page.id === 'pt-PT FAQ')?.path).toBe('/pt-PT/qatrading/faq/')
    expect(pages.find((page) => page.id === 'it consultant')?.path).toBe('/it/consultant/')
    expect(pages.find((page) => page.id === 'fr sign-up')?.path).toBe('/fr/signup/')
  })

  it('picks pages by locale, route, id or path with --pages, in catalogue order', () => {
    expect(ids(selectPages({ all: false, filter: 'ja' }))).toEqual([
      'ja home',
      'ja FAQ',
      'ja sign-up',
      'ja login',
      'ja consultant',
    ])
    expect(ids(selectPages({ all: false, filter: 'faq' }))).toHaveLength(7)
    expect(ids(selectPages({ all: false, filter: 'en/login, /es/signup/' }))).toEqual([
      'en login',
      'es sign-up',
    ])
    expect(ids(selectPages({ all: false, filter: 'ja FAQ,pt-br home' }))).toEqual([
      'pt-BR home',
      'ja FAQ',
    ])
  })

  it('refuses a filter that matches nothing, and --all with --pages', () => {
    expect(() => selectPages({ all: false, filter: 'de' })).toThrow(/matches none of/)
    expect(() => selectPages({ all: true, filter: 'ja' })).toThrow(/either --all or --pages/)
  })

  it('knows every page once', () => {
    expect(new Set(ids(allPages)).size).toBe(allPages.length)
  })
})

describe('parseOptions', () => {
  it('defaults to five runs of the default set', () => {
    const options = parseOptions([])
    expect(defaultRuns).toBe(5)
    expect(options.runs).toBe(5)
    expect(ids(options.pages)).toEqual(['pt-BR home', 'pt-BR FAQ', 'en login', 'ja home'])
  })

  it('reads --runs, --all and --pages', () => {
    expect(parseOptions(['--runs', '3']).runs).toBe(3)
    expect(parseOptions(['--all']).pages).toHaveLength(35)
    expect(ids(parseOptions(['--pages', 'ja,login']).pages)).toContain('pt-BR login')
  })

  it('refuses a run count that is not a positive integer, and unknown options', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/positive integer/)
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/positive integer/)
    expect(() => parseOptions(['--fast'])).toThrow()
  })

  it('reads --faq as how many times the FAQ, and refuses anything else', () => {
    expect(parseOptions([]).faq).toBeNull()
    expect(parseOptions(['--faq', '10']).faq).toBe(10)
    expect(() => parseOptions(['--faq', '0'])).toThrow(/--faq takes/)
    expect(() => parseOptions(['--faq', 'ten'])).toThrow(/--faq takes/)
  })

  it('reads --steps as words of the interactions to measure, and refuses an empty one', () => {
    expect(parseOptions([]).steps).toBeNull()
    expect(parseOptions(['--steps', 'Menu, theme']).steps).toEqual(['menu', 'theme'])
    expect(() => parseOptions(['--steps', 'menu,,theme'])).toThrow(/--steps takes words/)
  })

  it('with --faq, measures the load of the pt-BR FAQ only, unless --pages or --all says otherwise', () => {
    const ids = (argv: string[]) => parseOptions(argv).pages.map((page) => page.id)
    expect(ids(['--faq', '10'])).toEqual(['pt-BR FAQ'])
    expect(ids(['--faq', '10', '--pages', 'ja/faq'])).toEqual(['ja FAQ'])
    expect(ids(['--faq', '10', '--all'])).toHaveLength(35)
  })
})
