import { Link } from 'gatsby'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import type { SuggestionStrings } from '../../lib/page-context'
import { languages, type Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { moveFocusToMainFrom } from '../skip-link/skip-link'
import { Banner } from '../ui/banner'
import { clearSuggestion, declineSuggestion, suggestionAttribute } from './suggestion-choice'

export interface LanguageSuggestionProps {
  language: Language
  originalPath: string
  /** The suggestion texts of every other locale, each written in its own language. */
  suggestions: Partial<Record<Language, SuggestionStrings>>
}

/**
 * A one-line offer, in the visitor's browser language, to read the page in it ("Read in English")
 * (docs/product.md#language-suggestion). The page carries the offer of every other language, all
 * hidden; the one <html> names before the first paint (suggestionScript) shows (noticeCss), so
 * it is part of that paint and nothing below moves. "No, thanks" clears the mark, and so does
 * reaching a page in that language by client-side navigation (the script runs on full loads only).
 */
export function LanguageSuggestion({
  language,
  originalPath,
  suggestions,
}: LanguageSuggestionProps) {
  useBrowserLayoutEffect(() => {
    if (document.documentElement.getAttribute(suggestionAttribute) === language) clearSuggestion()
  }, [language])
  const dismiss = () => {
    moveFocusToMainFrom('[data-notice="suggestion"]')
    declineSuggestion()
  }
  return (
    <div data-notice="suggestion">
      {languages.map((other) => {
        // The page's context holds the other languages' texts only.
        const strings = suggestions[other]
        return strings ? (
          <Banner
            key={other}
            lang={other}
            icon={false}
            onClose={dismiss}
            closeLabel={strings.dismiss}
          >
            <Link
              to={localePath(other, originalPath)}
              hrefLang={other}
              // As tall as the close button beside it, so the line sits level with it.
              sx={{
                color: 'link',
                fontWeight: 'bold',
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 32,
              }}
            >
              {strings.switch}
            </Link>
          </Banner>
        ) : null
      })}
    </div>
  )
}
