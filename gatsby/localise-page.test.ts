/** @jest-environment node */
import path from 'node:path'
import {
  fixLocale404MatchPath,
  fixLocale404OriginalPath,
  localisePage,
  readFrameContent,
} from './localise-page'

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

  it('leaves pages alone that are not localised yet or already complete', () => {
    expect(localisePage({ path: '/x/' }, content)).toBeNull()
    expect(localisePage({ path: '/x/', context: { i18n, frame: {} } }, content)).toBeNull()
  })
})
