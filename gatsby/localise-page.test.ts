/** @jest-environment node */
import path from 'node:path'
import { fixLocale404MatchPath, localisePage, readFrameContent } from './localise-page'

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

  it('leaves pages alone that are not localised yet or already complete', () => {
    expect(localisePage({ path: '/x/' }, content)).toBeNull()
    expect(localisePage({ path: '/x/', context: { i18n, frame: {} } }, content)).toBeNull()
  })
})
