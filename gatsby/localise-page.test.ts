/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { routes } from '../src/i18n/routes'
import {
  fixLocale404MatchPath,
  fixLocale404OriginalPath,
  isOutsideItsLocales,
  localisePage,
  readFrameContent,
  stringsAt,
} from './localise-page'
import jaFaq from '../locales/ja/faq.json'
import jaLogin from '../locales/ja/login.json'

const root = path.join(__dirname, '..')

describe('fixLocale404MatchPath', () => {
  it('undoes the i18n plugin’s doubled locale prefix on 404 pages', () => {
    expect(fixLocale404MatchPath('/en/en/*')).toBe('/en/*')
    expect(fixLocale404MatchPath('/pt-PT/pt-PT/*')).toBe('/pt-PT/*')
  })

  it('leaves other match paths alone', () => {
    expect(fixLocale404MatchPath('/en/*')).toBe('/en/*')
    expect(fixLocale404MatchPath('/de/de/*')).toBe('/de/de/*')
    expect(fixLocale404MatchPath(undefined)).toBeUndefined()
  })
})

describe('fixLocale404OriginalPath', () => {
  it('gives the 404.html copies the path every other 404 page has', () => {
    expect(fixLocale404OriginalPath('/404.html')).toBe('/404/')
    expect(fixLocale404OriginalPath('/404/')).toBe('/404/')
    expect(fixLocale404OriginalPath('/qatrading/faq/')).toBe('/qatrading/faq/')
  })
})

describe('localisePage', () => {
  const content = readFrameContent(root)
  const i18n = {
    language: 'ja',
    languages: [],
    defaultLanguage: 'pt-BR',
    routed: true,
    originalPath: '/404/',
    path: 'ja/404/',
  }

  it('gives a page its locale’s announcement and the other locales’ suggestions, in their own language', () => {
    const page = localisePage(
      { path: '/ja/404/', matchPath: '/ja/ja/*', context: { i18n } },
      content,
    )
    expect(page?.matchPath).toBe('/ja/*')
    const frame = (
      page?.context as unknown as {
        frame: { suggestions: Record<string, unknown>; announcement: unknown }
      }
    ).frame
    expect(frame.announcement).toEqual(content.announcements.ja)
    expect(Object.keys(frame.suggestions).sort()).toEqual([
      'en',
      'es',
      'fr',
      'it',
      'pt-BR',
      'pt-PT',
    ])
    expect(frame.suggestions.fr).toEqual(content.suggestions.fr)
  })

  it('gives the English copy of 404.html the original path of the English 404 page', () => {
    const page = localisePage(
      {
        path: '/en/404.html',
        context: {
          i18n: { ...i18n, language: 'en', originalPath: '/404.html', path: 'en/404.html' },
        },
      },
      content,
    )
    const context = page?.context as unknown as { i18n: { originalPath: string; path: string } }
    expect(context.i18n.originalPath).toBe('/404/')
    expect(context.i18n.path).toBe('en/404.html')
  })

  it('gives a Japanese page the phrase breaks of its heading strings, by string', () => {
    const page = localisePage({ path: '/ja/404/', context: { i18n } }, content)
    const breaks = (page?.context as { headingBreaks?: Record<string, number[]> }).headingBreaks
    expect(breaks?.[jaFaq.heading]).toEqual([2, 4])
    expect(breaks?.[jaFaq.categories.service]).toEqual([5])
    // One phrase, broken by hand: nothing to add.
    expect(breaks).not.toHaveProperty(jaLogin.heading)
    // Strings that are not headings stay out of the page data.
    expect(breaks).not.toHaveProperty(jaFaq.intro)
  })

  it('gives pages of languages with spaces no breaks, their context as before', () => {
    const page = localisePage(
      { path: '/en/404/', context: { i18n: { ...i18n, language: 'en', path: 'en/404/' } } },
      content,
    )
    expect(page?.context).not.toHaveProperty('headingBreaks')
  })

  it('leaves pages alone that are not localised yet or already complete', () => {
    expect(localisePage({ path: '/x/' }, content)).toBeNull()
    expect(localisePage({ path: '/x/', context: { i18n, frame: {} } }, content)).toBeNull()
  })
})

describe('stringsAt', () => {
  const strings = { heading: 'H', footer: { legal: 'L', deep: { x: 'X' } }, count: 3 }

  it('finds a string by its dotted key, or every string of a group', () => {
    expect(stringsAt(strings, 'heading')).toEqual(['H'])
    expect(stringsAt(strings, 'footer.legal')).toEqual(['L'])
    expect(stringsAt(strings, 'footer')).toEqual(['L', 'X'])
  })

  it('finds nothing at a missing key or a value that is not text', () => {
    expect(stringsAt(strings, 'nope.heading')).toEqual([])
    expect(stringsAt(strings, 'count')).toEqual([])
    expect(stringsAt(null, 'heading')).toEqual([])
  })
})

describe('isOutsideItsLocales', () => {
  const copy = (language: string, originalPath: string) => ({
    path: `/${language}${originalPath}`,
    context: { i18n: { language, originalPath } },
  })

  it('keeps every locale’s copy of the site’s pages, which are in every locale', () => {
    expect(isOutsideItsLocales(copy('ja', '/qatrading/faq/'))).toBe(false)
    expect(isOutsideItsLocales(copy('pt-BR', '/'))).toBe(false)
  })

  it('drops the copy in a locale its route does not list', () => {
    const contact = { ...routes.signup, path: '/contact/', locales: ['pt-BR', 'en'] as const }
    const routeOf = (originalPath: string) => (originalPath === '/contact/' ? contact : undefined)
    expect(isOutsideItsLocales(copy('en', '/contact/'), routeOf)).toBe(false)
    expect(isOutsideItsLocales(copy('ja', '/contact/'), routeOf)).toBe(true)
  })

  it('keeps pages no route names and pages not copied yet', () => {
    expect(isOutsideItsLocales(copy('ja', '/404.html'))).toBe(false)
    expect(isOutsideItsLocales({ path: '/dev-404-page/' })).toBe(false)
  })
})

describe('readFrameContent: a banner translated from an older pt-BR banner', () => {
  // A copy of the project's banners and suggestions; only the copy is changed.
  let project: string
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'frame-'))
    cpSync(
      path.join(root, 'content', 'announcement'),
      path.join(project, 'content', 'announcement'),
      {
        recursive: true,
      },
    )
    cpSync(path.join(root, 'locales'), path.join(project, 'locales'), { recursive: true })
  })
  afterEach(() => rmSync(project, { recursive: true, force: true }))
  const edit = (language: string, change: (banner: Record<string, unknown>) => object) => {
    const file = path.join(project, 'content', 'announcement', `${language}.json`)
    writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))))
  }
  const outdated = () =>
    Object.fromEntries(
      Object.entries(readFrameContent(project).announcements).map(([language, banner]) => [
        language,
        banner?.isOutdated,
      ]),
    )

  it('is marked in every translation once pt-BR changes its words, never in pt-BR', () => {
    expect(Object.values(outdated()).every((isOutdated) => isOutdated === false)).toBe(true)
    edit('pt-BR', (banner) => ({ ...banner, title: 'Novidade: um novo texto' }))
    expect(outdated()).toEqual({
      'pt-BR': false,
      'pt-PT': true,
      en: true,
      es: true,
      fr: true,
      it: true,
      ja: true,
    })
  })

  it('is marked when its stamp matches no pt-BR version, and not when it has none', () => {
    edit('es', (banner) => ({ ...banner, translatedFrom: '000000000000' }))
    edit('fr', ({ translatedFrom: _stamp, ...banner }) => banner)
    expect(outdated()).toMatchObject({ es: true, fr: false, it: false })
  })
})

describe('on the pages gatsby-plugin-react-i18next makes, as installed', () => {
  // What the fixes above lean on (docs/performance.md#framework-internals-we-lean-on): the
  // plugin's onCreatePage, its copies' `context.i18n`, and the two mistakes it makes on 404 pages.
  type Page = { path: string; matchPath?: string; context?: Record<string, unknown> }
  async function pluginCopies(page: Page): Promise<Page[]> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's Node API
    const { onCreatePage } = require('gatsby-plugin-react-i18next/dist/plugin/onCreatePage') as {
      onCreatePage: (api: unknown, options: unknown) => Promise<void>
    }
    const created: Page[] = []
    const actions = { createPage: (copy: Page) => created.push(copy), deletePage: () => undefined }
    const config = readFileSync(path.join(root, 'gatsby-config.ts'), 'utf8')
    expect(config).toContain('generateDefaultLanguagePage: false,')
    await onCreatePage({ page, actions }, { languages: ['pt-BR', 'en'], defaultLanguage: 'pt-BR' })
    return created
  }

  it('gives each locale’s 404 page the match path of its locale', async () => {
    const copies = await pluginCopies({ path: '/404/', context: {} })
    expect(copies.map(({ matchPath }) => matchPath)).toEqual([undefined, '/en/en/*'])
    const english = localisePage(copies[1]!, readFrameContent(root))
    expect(english?.matchPath).toBe('/en/*')
    expect(english?.context?.i18n).toMatchObject({ language: 'en', originalPath: '/404/' })
  })

  it('gives the copies of 404.html the path of the other 404 pages', async () => {
    const copies = await pluginCopies({ path: '/404.html', context: {} })
    expect(
      copies.map(({ context }) => (context?.i18n as { originalPath: string }).originalPath),
    ).toEqual(['/404.html', '/404.html'])
    for (const copy of copies)
      expect(localisePage(copy, readFrameContent(root))?.context?.i18n).toMatchObject({
        originalPath: '/404/',
      })
  })

  it('tells every copy its language and original path, which the locale filter reads', async () => {
    const copies = await pluginCopies({ path: '/qatrading/faq/', context: {} })
    expect(copies.map(({ path: pagePath, context }) => [pagePath, context?.i18n])).toEqual([
      [
        '/qatrading/faq/',
        expect.objectContaining({ language: 'pt-BR', originalPath: '/qatrading/faq/' }),
      ],
      [
        'en/qatrading/faq/',
        expect.objectContaining({ language: 'en', originalPath: '/qatrading/faq/' }),
      ],
    ])
    expect(copies.map((copy) => isOutsideItsLocales(copy))).toEqual([false, false])
  })
})
