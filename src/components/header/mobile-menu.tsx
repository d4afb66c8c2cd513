import { memo, startTransition, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { largeMediaQuery } from '../../lib/theme'
import { whenIdle } from '../../lib/when-idle'
import { useMediaQuery } from '../../hooks/use-media-query'
import type { Language } from '../../i18n/languages'
import { LanguageLinks } from '../language-menu'
import { ColorModeSelect } from '../color-mode-select'
import {
  closingStyles,
  dismissModalDialog,
  isShownModalDialog,
  showModalDialog,
  useModalDialog,
} from '../ui/modal-dialog'
import { NavLinks } from './nav-links'
import type { NavKey } from './nav-items'
import { warmingAttribute, layOutAhead } from './lay-out-ahead'

export interface MobileMenuProps {
  language: Language
  originalPath: string
  isHome: boolean
  active: NavKey | null
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l12 12M17 5 5 17' : 'M3 6h16M3 11h16M3 16h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * The navigation below the large breakpoint, in a modal <dialog>: the browser traps focus, makes the
 * page behind it inert, closes it on Escape and returns focus to the menu button.
 */
export function MobileMenu({ language, originalPath, isHome, active }: MobileMenuProps) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  // The kit's modal-dialog driver: showModal/close, Escape and backdrop clicks all end in `close`.
  const dialogRef = useModalDialog(open, close)
  // The menu's own controls dismiss it at once (gone in the tap's paint, closed right after it,
  // ui/modal-dialog/dismiss.ts): the paint that follows the tap needs no React render, nor the
  // restyle of the page leaving inertness. `open` follows in a transition queued now, behind any
  // opening still pending, so that taps in quick succession end in the state of the last one.
  const closeNow = useCallback(() => {
    if (dialogRef.current) dismissModalDialog(dialogRef.current)
    startTransition(() => setOpen(false))
  }, [dialogRef])
  // The close button sits where the menu button is. A tap on it while the menu is on its way out
  // (within a frame of the tap that closed it, the menu already unseen) is a tap on the menu button
  // the visitor sees there: it opens the menu again, so quick taps keep alternating.
  const closeButtonTap = useCallback(() => {
    const dialog = dialogRef.current
    if (dialog?.open && !isShownModalDialog(dialog)) {
      showModalDialog(dialog)
      startTransition(() => setOpen(true))
    } else closeNow()
  }, [dialogRef, closeNow])
  const titleId = useId()
  const isLarge = useMediaQuery(largeMediaQuery)

  // The full navigation takes over at the large breakpoint: closed in the same render.
  const [wasLarge, setWasLarge] = useState(isLarge)
  if (wasLarge !== isLarge) {
    setWasLarge(isLarge)
    if (isLarge) setOpen(false)
  }

  // Ready before the first tap, in an interruptible render while nothing else is going on.
  const [prepared, setPrepared] = useState(false)
  useEffect(() => {
    if (isLarge) return
    return whenIdle(() => startTransition(() => setPrepared(true)))
  }, [isLarge])
  // Then, at the next idle moment, laid out once unseen: the first opening's layout is then no
  // longer the browser's first meeting with these words and fonts (lay-out-ahead.ts). Again after a
  // language switch, whose words are new. Never on a wide screen, where this menu is not shown: the
  // media query is asked again at idle, as the window may have grown since the effect ran.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!prepared || !dialog || isLarge) return
    return whenIdle(() => {
      if (!window.matchMedia(largeMediaQuery).matches) layOutAhead(dialog)
    })
  }, [prepared, dialogRef, language, isLarge])

  // Once the content is there, the browser opens the menu at once and React's state (the
  // button's aria-expanded) follows in a transition after the paint, so no React render stands
  // between the tap and showModal() (docs/performance.md#interactions).
  // A menu still on its way out (tapped again within a frame of closing) simply stays open.
  const openNow = () => {
    const dialog = dialogRef.current
    if (prepared && dialog && !isShownModalDialog(dialog)) {
      showModalDialog(dialog)
      startTransition(() => setOpen(true))
    } else setOpen(true)
  }

  // A new page (or section) is a route change: the menu has done its job.
  useEffect(() => {
    window.addEventListener('hashchange', close)
    return () => window.removeEventListener('hashchange', close)
  }, [close])

  return (
    <div sx={{ display: ['block', 'block', 'none'] }}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('header.menuOpen')}
        onClick={openNow}
        sx={{ variant: 'buttons.ghost', display: 'inline-flex', alignItems: 'center', p: 2 }}
      >
        <MenuIcon open={false} />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        sx={{
          m: 0,
          ml: 'auto',
          p: 0,
          border: 'none',
          width: 'min(100vw, 360px)',
          maxWidth: '100vw',
          height: '100dvh',
          maxHeight: '100dvh',
          bg: 'background',
          color: 'text',
          boxShadow: 'header',
          overflowY: 'auto',
          '&::backdrop': { bg: 'rgba(0, 0, 0, 0.6)' },
          ...closingStyles,
          // Where and as wide as when open, never painted (lay-out-ahead.ts).
          [`&[${warmingAttribute}]:not([open])`]: {
            display: 'block',
            position: 'fixed',
            inset: 0,
            visibility: 'hidden',
            pointerEvents: 'none',
          },
        }}
      >
        {/* Content fills the dialog edge to edge: a click on the dialog element itself is the backdrop.
            Not in the page's HTML (the button needs JavaScript anyway), so every page carries one
            copy of the navigation and language list, not two; rendered while the browser is idle
            after hydration, so that opening the menu is only showModal(), not a render. */}
        {open || prepared ? (
          <MenuContent
            language={language}
            originalPath={originalPath}
            isHome={isHome}
            active={active}
            titleId={titleId}
            close={closeNow}
            closeButtonTap={closeButtonTap}
          />
        ) : null}
      </dialog>
    </div>
  )
}

interface MenuContentProps extends MobileMenuProps {
  titleId: string
  close: () => void
  closeButtonTap: () => void
}

/** The drawer's content: the same element whether the drawer is open or not, so opening skips it. */
const MenuContent = memo(function MenuContent({
  language,
  originalPath,
  isHome,
  active,
  titleId,
  close,
  closeButtonTap,
}: MenuContentProps) {
  const { t } = useTranslation('common')
  return (
    <div sx={{ minHeight: '100%', p: 4 }}>
      <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <h2 id={titleId} sx={{ m: 0, fontSize: 3 }}>
          {t('header.menuTitle')}
        </h2>
        <button
          type="button"
          aria-label={t('header.menuClose')}
          onClick={closeButtonTap}
          sx={{ variant: 'buttons.ghost', display: 'inline-flex', p: 2 }}
        >
          <MenuIcon open />
        </button>
      </div>
      <nav aria-label={t('header.navLabel')}>
        <NavLinks
          language={language}
          isHome={isHome}
          active={active}
          orientation="vertical"
          onNavigate={close}
        />
      </nav>
      <div sx={{ mt: 4, borderTop: '1px solid', borderColor: 'border', pt: 3 }}>
        <LanguageLinks current={language} originalPath={originalPath} onChoose={close} />
      </div>
      <div sx={{ mt: 4 }}>
        <ColorModeSelect />
      </div>
    </div>
  )
})
