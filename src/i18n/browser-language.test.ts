import { acceptedLanguageTags, firstSiteLanguage } from './browser-language'

describe('acceptedLanguageTags', () => {
  it('orders by weight, keeps the order of equal weights and drops q=0 and *', () => {
    expect(acceptedLanguageTags('fr;q=0.5, ja, de;q=0, *;q=0.1, en-GB;q=0.5')).toEqual([
      'ja',
      'fr',
      'en-GB',
    ])
  })

  it('reads no header, or a malformed one, as no preference', () => {
    expect(acceptedLanguageTags(undefined)).toEqual([])
    expect(acceptedLanguageTags(';;;,en;q=x')).toEqual([])
    expect(firstSiteLanguage(acceptedLanguageTags(undefined))).toBe('pt-BR')
  })

  it('picks the first language the site has', () => {
    expect(firstSiteLanguage(acceptedLanguageTags('de-DE, es-MX;q=0.8, en;q=0.7'))).toBe('es')
  })
})
