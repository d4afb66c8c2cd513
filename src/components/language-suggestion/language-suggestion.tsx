import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { readStorage, writeStorage } from '../../lib/storage'
import type { SuggestionStrings } from '../../lib/page-context'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { suggestLanguage } from './suggest-language'

export const suggestionDismissalKey = 'language-suggestion'
const dismissedValue = 'dismissed'

export interface LanguageSuggestionProps {
  language: Language
  originalPath: string
  /** The suggestion texts of every other locale, each written in its own language. */
  suggestions: Partial<Record<Language, SuggestionStrings>>
}

/**
 * A small, dismissible offer to read the page in the visitor's browser language. It floats over the
 * page so appearing after load shifts nothing.
 */
export function LanguageSuggestion({
  language,
  originalPath,
  suggestions,
}: LanguageSuggestionProps) {
  const [suggested, setSuggested] = useState<Language | null>(null)
  useEffect(() => {
    // Only the exact value counts as dismissed: anything else stored there is ignored.
    if (readStorage(suggestionDismissalKey) === dismissedValue) return
    setSuggested(suggestLanguage(navigator.languages ?? [navigator.language], language))
  }, [language])

  const strings = suggested ? suggestions[suggested] : undefined
  if (!suggested || !strings) return null
  const dismiss = () => {
    writeStorage(suggestionDismissalKey, dismissedValue)
    setSuggested(null)
  }
  return (
    <aside
      lang={suggested}
      aria-label={strings.message}
      sx={{
        position: 'fixed',
        insetInline: 3,
        // Above the consent banner while it is open (it publishes its height), never over it.
        bottom: (theme) => `calc(${theme.space?.[3] ?? 0}px + var(--consent-bar-height, 0px))`,
        zIndex: 30,
        maxWidth: 420,
        ml: 'auto',
        p: 3,
        bg: 'muted',
        color: 'text',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'default',
        boxShadow: 'header',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <p sx={{ m: 0, flex: '1 1 100%' }}>{strings.message}</p>
      <Link
        to={localePath(suggested, originalPath)}
        hrefLang={suggested}
        sx={{ variant: 'buttons.primary', textDecoration: 'none', py: 1 }}
      >
        {strings.switch}
      </Link>
      <button type="button" onClick={dismiss} sx={{ variant: 'buttons.ghost', py: 1 }}>
        {strings.dismiss}
      </button>
    </aside>
  )
}
