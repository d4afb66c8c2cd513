import type { MouseEvent } from 'react'
import { languageFlags, languageNames, languages, type Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { Flag } from './flag'
import { cancelLanguageSwitch, switchLanguage } from './switch-language'

export interface LanguageLinksProps {
  current: Language
  originalPath: string
  onChoose?: () => void
}

/**
 * The seven locales as links to the same page in each. The hash is added at click time: the static
 * HTML cannot know it, and the visitor should land on the same section. Choosing the language the
 * page is in only closes the list: the visitor is there already.
 */
export function LanguageLinks({ current, originalPath, onChoose }: LanguageLinksProps) {
  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onChoose?.()
    if (language === current) cancelLanguageSwitch()
    else switchLanguage(localePath(language, originalPath) + window.location.hash)
  }
  return (
    <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {languages.map((language) => (
        <li key={language}>
          <a
            href={localePath(language, originalPath)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={choose(language)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 3,
              py: 2,
              color: 'text',
              textDecoration: 'none',
              whiteSpace: 'nowrap',
              // Only where a pointer hovers: on a phone the tap's emulated hover would restyle the
              // link inside the tap, and leave it highlighted afterwards.
              '@media (hover: hover)': { '&:hover': { bg: 'highlight' } },
              '&[aria-current]': { fontWeight: 'bold', bg: 'highlight' },
            }}
          >
            <Flag country={languageFlags[language]} />
            <span>{languageNames[language]}</span>
            {language === current ? (
              <svg
                width="14"
                height="14"
                viewBox="0 0 14 14"
                aria-hidden="true"
                sx={{ ml: 'auto' }}
              >
                <path d="M2 7.5 5.5 11 12 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
