import { suggestionAttribute, suggestionDismissalKey } from './suggestion-choice'
import { suggestionScript } from './suggestion-script'

const html = document.documentElement

/** What the script marks on a `page` in that language for a browser preferring `browser`. */
function suggestionFor(browser: string[], page: string): string | null {
  Object.defineProperty(navigator, 'languages', { value: browser, configurable: true })
  html.lang = page
  html.removeAttribute(suggestionAttribute)
  new Function(suggestionScript)()
  return html.getAttribute(suggestionAttribute)
}

afterEach(() => {
  localStorage.clear()
  html.removeAttribute(suggestionAttribute)
  jest.restoreAllMocks()
})

it('suggests the first browser language the site has', () => {
  expect(suggestionFor(['de-DE', 'es-ES', 'en'], 'pt-BR')).toBe('es')
  expect(suggestionFor(['fr-FR', 'en'], 'ja')).toBe('fr')
})

it('reads regional tags as the site language, in any letter case and with stray spaces', () => {
  expect(suggestionFor(['en-US'], 'pt-BR')).toBe('en')
  expect(suggestionFor(['ja-JP'], 'en')).toBe('ja')
  expect(suggestionFor([' it '], 'en')).toBe('it')
  expect(suggestionFor(['PT-pt'], 'en')).toBe('pt-PT')
})

it('keeps Portugal apart and reads every other Portuguese as Brazilian', () => {
  expect(suggestionFor(['pt-PT'], 'pt-BR')).toBe('pt-PT')
  expect(suggestionFor(['pt'], 'en')).toBe('pt-BR')
  expect(suggestionFor(['pt-AO'], 'en')).toBe('pt-BR')
})

it('suggests nothing when the first language the site has is the page language', () => {
  expect(suggestionFor(['de', 'pt-BR', 'en'], 'pt-BR')).toBeNull()
  expect(suggestionFor(['pt-BR'], 'pt-BR')).toBeNull()
})

it('suggests nothing when the browser prefers no language the site has, or names none', () => {
  expect(suggestionFor(['de', 'nl'], 'en')).toBeNull()
  expect(suggestionFor([], 'en')).toBeNull()
})

it('suggests nothing once the visitor has said no, thanks, and ignores anything else stored', () => {
  localStorage.setItem(suggestionDismissalKey, 'dismissed')
  expect(suggestionFor(['fr-FR'], 'pt-BR')).toBeNull()
  localStorage.setItem(suggestionDismissalKey, '{"dismissed":true}')
  expect(suggestionFor(['fr-FR'], 'pt-BR')).toBe('fr')
})

it('still suggests when the browser blocks storage', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  expect(suggestionFor(['fr-FR'], 'pt-BR')).toBe('fr')
})
