import { writeStorage } from '../../lib/storage'

/** localStorage key of the visitor's "no, thanks", which stops all suggestions. */
export const suggestionDismissalKey = 'language-suggestion'
export const dismissedValue = 'dismissed'

/**
 * Set on <html> before the first paint (suggestionScript) to the language to suggest, if any; the
 * notices' stylesheet shows the offer in that language and holds the notices after it back
 * (noticeCss). <html> outlives client-side navigation, so the mark holds for the rest of the visit
 * in the tab, until it is cleared.
 */
export const suggestionAttribute = 'data-language-suggestion'

/** Nothing to suggest any more in this tab (the visitor is reading a page in that language). */
export function clearSuggestion(): void {
  document.documentElement.removeAttribute(suggestionAttribute)
}

/**
 * "No, thanks": no suggestion for the rest of the visit in this tab, and none on later visits
 * unless the browser refuses to store the answer.
 */
export function declineSuggestion(): void {
  clearSuggestion()
  writeStorage(suggestionDismissalKey, dismissedValue)
}
