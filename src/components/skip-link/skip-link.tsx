import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'

export const mainContentId = 'main-content'

/**
 * For something about to leave the page (a closed notice): if focus is inside what `selector`
 * matches, it moves on to the main content, without scrolling, rather than falling to <body>.
 */
export function moveFocusToMainFrom(selector: string): void {
  const focused = document.activeElement
  if (focused && focused.closest(selector)) {
    document.getElementById(mainContentId)?.focus({ preventScroll: true })
  }
}

/**
 * First focusable element of every page. Moves focus itself: following the anchor alone scrolls but
 * leaves focus behind in some browsers.
 */
export function SkipLink() {
  const { t } = useTranslation('common')
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 2,
        top: 2,
        zIndex: 100,
        px: 3,
        py: 2,
        bg: 'primary',
        color: 'onPrimary',
        fontWeight: 'bold',
        borderRadius: 'default',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </a>
  )
}
