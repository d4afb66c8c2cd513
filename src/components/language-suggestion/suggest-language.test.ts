import { siteLanguageFor, suggestLanguage } from './suggest-language'

describe('siteLanguageFor', () => {
  it('maps regional tags to the site language', () => {
    expect(siteLanguageFor('en-US')).toBe('en')
    expect(siteLanguageFor('fr-CA')).toBe('fr')
    expect(siteLanguageFor('ja-JP')).toBe('ja')
  })

  it('keeps Portugal apart and reads every other Portuguese as Brazilian', () => {
    expect(siteLanguageFor('pt-PT')).toBe('pt-PT')
    expect(siteLanguageFor('pt-pt')).toBe('pt-PT')
    expect(siteLanguageFor('pt')).toBe('pt-BR')
    expect(siteLanguageFor('pt-AO')).toBe('pt-BR')
  })

  it('has nothing for languages the site does not offer', () => {
    expect(siteLanguageFor('de-DE')).toBeNull()
  })
})

describe('suggestLanguage', () => {
  it('suggests the first browser language the site offers', () => {
    expect(suggestLanguage(['de-DE', 'es-ES', 'en'], 'pt-BR')).toBe('es')
  })

  it('suggests nothing when the first offered language is the page language', () => {
    expect(suggestLanguage(['de', 'pt-BR', 'en'], 'pt-BR')).toBeNull()
  })

  it('suggests nothing when the browser prefers no language the site has', () => {
    expect(suggestLanguage(['de', 'nl'], 'en')).toBeNull()
  })
})
