import { Link } from 'gatsby'
import type { SuggestionStrings } from '../../lib/page-context'
import { languages, type Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { moveFocusToMainFrom } from '../skip-link/skip-link'
import { Banner } from '../ui/banner'
import { declineSuggestion } from './suggestion-choice'

export interface LanguageSuggestionProps {
  originalPath: string
  /** The suggestion texts of every other locale, each written in its own language. */
  suggestions: Partial<Record<Language, SuggestionStrings>>
}

/**
 * A one-line offer, in the visitor's browser language, to read the page in it ("Read in English")
 * (docs/product.md#language-suggestion). The page carries the offer of every other language, all
 * hidden; the one <html> names before the first paint (suggestionScript) shows (noticeCss), so
 * it is part of that paint and nothing below moves. It needs no state: "no, thanks" clears the mark.
 */
export function LanguageSuggestion({ originalPath, suggestions }: LanguageSuggestionProps) {
  // The page's context holds the other languages' texts only.
  const offers = languages.flatMap((other) => {
    const strings = suggestions[other]
    return strings ? [{ other, strings }] : []
  })
  const dismiss = () => {
    moveFocusToMainFrom('[data-notice="suggestion"]')
    declineSuggestion()
  }
  return (
    // Which offers the page has: a mark on <html> for another language holds nothing back.
    <div data-notice="suggestion" data-offers={offers.map(({ other }) => other).join(' ')}>
      {offers.map(({ other, strings }) => (
        <aside key={other} lang={other} aria-labelledby={`suggestion-${other}`}>
          <Banner onClose={dismiss} closeLabel={strings.dismiss}>
            <Link
              id={`suggestion-${other}`}
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
        </aside>
      ))}
    </div>
  )
}
