import { siteLanguageFor } from '../../i18n/browser-language'
import type { Language } from '../../i18n/languages'

export { siteLanguageFor }

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
