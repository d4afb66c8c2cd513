import { languages } from './languages'
import {
  alternateLinks,
  correctLocaleCase,
  localePath,
  splitLocalePath,
  withTrailingSlash,
} from './paths'

describe('localePath', () => {
  it('leaves pt-BR unprefixed and prefixes every other locale with its exact code', () => {
    expect(localePath('pt-BR', '/qatrading/faq/')).toBe('/qatrading/faq/')
    expect(localePath('pt-PT', '/qatrading/faq/')).toBe('/pt-PT/qatrading/faq/')
    expect(localePath('ja', '/')).toBe('/ja/')
  })

  it('applies the trailing-slash policy to paths given without one', () => {
    expect(localePath('en', '/login')).toBe('/en/login/')
    expect(localePath('pt-BR', 'signup')).toBe('/signup/')
  })

  it('keeps a hash or query after the slash', () => {
    expect(localePath('fr', '/#about')).toBe('/fr/#about')
    expect(withTrailingSlash('/qatrading/faq#fees')).toBe('/qatrading/faq/#fees')
  })

  it('does not add a slash to file names', () => {
    expect(withTrailingSlash('/sitemap.xml')).toBe('/sitemap.xml')
  })
})

describe('splitLocalePath', () => {
  it('finds the locale and the path without prefix', () => {
    expect(splitLocalePath('/pt-PT/signup/')).toEqual({ language: 'pt-PT', path: '/signup/' })
    expect(splitLocalePath('/ja/')).toEqual({ language: 'ja', path: '/' })
  })

  it('treats unprefixed and unknown prefixes as pt-BR paths', () => {
    expect(splitLocalePath('/login/')).toEqual({ language: 'pt-BR', path: '/login/' })
    expect(splitLocalePath('/de/login/')).toEqual({ language: 'pt-BR', path: '/de/login/' })
  })
})

describe('correctLocaleCase', () => {
  it('corrects the letter case of a locale prefix', () => {
    expect(correctLocaleCase('/pt-pt/qatrading/faq/')).toBe('/pt-PT/qatrading/faq/')
    expect(correctLocaleCase('/EN/')).toBe('/en/')
  })

  it('sends a pt-BR prefix, in any case, to the unprefixed page', () => {
    expect(correctLocaleCase('/pt-BR/login/')).toBe('/login/')
    expect(correctLocaleCase('/pt-br/')).toBe('/')
  })

  it('leaves exact codes, unprefixed paths and unknown prefixes alone', () => {
    expect(correctLocaleCase('/pt-PT/')).toBeNull()
    expect(correctLocaleCase('/login/')).toBeNull()
    expect(correctLocaleCase('/de/')).toBeNull()
  })
})

describe('alternateLinks', () => {
  const links = alternateLinks('https://example.com/', '/qatrading/faq/')

  it('lists every locale once plus x-default', () => {
    expect(links.map((link) => link.hrefLang)).toEqual([...languages, 'x-default'])
  })

  it('builds absolute URLs from the host, the optional prefix and the path', () => {
    expect(links).toContainEqual({ hrefLang: 'pt-BR', href: 'https://example.com/qatrading/faq/' })
    expect(links).toContainEqual({ hrefLang: 'ja', href: 'https://example.com/ja/qatrading/faq/' })
    expect(links).toContainEqual({
      hrefLang: 'x-default',
      href: 'https://example.com/qatrading/faq/',
    })
  })
})
