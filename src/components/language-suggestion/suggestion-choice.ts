import { writeStorage } from '../../lib/storage'

/** localStorage key of the visitor's "no, thanks", which stops all suggestions. */
export const suggestionDismissalKey = 'language-suggestion'
export const dismissedValue = 'dismissed'

/**
 * Set on <html> before the first paint (suggestionScript) to the language to suggest, if any; the
 * notices' stylesheet shows the offer in that language and holds the notices after it back
 * (noticeOrderCss). <html> outlives client-side navigation, so the mark holds for the whole visit in
 * the tab: on a page in that very language there is no offer to show, and nothing is held back.
 */
export const suggestionAttribute = 'data-language-suggestion'

/**
 * "No, thanks": no suggestion for the rest of the visit in this tab, and none on later visits
 * unless the browser refuses to store the answer.
 */
export function declineSuggestion(): void {
  document.documentElement.removeAttribute(suggestionAttribute)
  writeStorage(suggestionDismissalKey, dismissedValue)
}
