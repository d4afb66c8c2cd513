import { defaultLanguage, isLanguage, languages, type Language } from '../../i18n/languages'

/**
 * Maps one browser language tag to a site language: exact codes first, then the language part
 * (`en-US` -> en). Portuguese other than Portugal's reads the Brazilian edition (pt, pt-AO, pt-MZ…).
 */
export function siteLanguageFor(tag: string): Language | null {
  const normalised = tag.trim()
  const exact = languages.find((language) => language.toLowerCase() === normalised.toLowerCase())
  if (exact) return exact
  const base = normalised.split('-')[0]?.toLowerCase()
  if (base === 'pt') return defaultLanguage
  return isLanguage(base) ? base : null
}

/**
 * The language to suggest to a visitor reading `current`: the first of their browser languages the
 * site has, unless that is the page's own. Never a redirect, only a suggestion.
 */
export function suggestLanguage(
  browserLanguages: readonly string[],
  current: Language,
): Language | null {
  for (const tag of browserLanguages) {
    const language = siteLanguageFor(tag)
    if (language) return language === current ? null : language
  }
  return null
}
