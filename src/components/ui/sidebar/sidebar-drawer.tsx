import type { CSSProperties, ReactNode } from 'react'
import { closingStyles } from '../modal-dialog/dismiss'
import { useModalDialog } from '../modal-dialog/use-modal-dialog'

export interface SidebarDrawerProps {
  id: string
  label: string
  open: boolean
  onClose: () => void
  /** Optional visible close button; Escape and a click outside close it regardless. */
  closeLabel?: string
  style?: CSSProperties
  children: ReactNode
}

function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M5 5l12 12M17 5 5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The collapsed sidebar: a modal `<dialog>` sliding in from the inline start, like the site's
 * mobile menu. Its content fills the dialog so that a click on the dialog itself is the backdrop.
 */
export function SidebarDrawer({
  id,
  label,
  open,
  onClose,
  closeLabel,
  style,
  children,
}: SidebarDrawerProps) {
  const ref = useModalDialog(open, onClose)
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      style={style}
      sx={{
        m: 0,
        mr: 'auto',
        p: 0,
        border: 'none',
        width: 'min(85vw, var(--kit-sidebar-width))',
        maxWidth: '100vw',
        height: '100dvh',
        maxHeight: '100dvh',
        bg: 'background',
        color: 'text',
        boxShadow: 'header',
        '&::backdrop': { bg: 'background', opacity: 0.7 },
        ...closingStyles,
      }}
    >
      <div
        sx={{ height: '100%', overflowY: 'auto', display: 'flex', flexDirection: 'column', p: 2 }}
      >
        {closeLabel ? (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            sx={{
              variant: 'buttons.ghost',
              display: 'inline-flex',
              alignSelf: 'flex-end',
              p: 2,
              mb: 2,
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
        <nav aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {children}
        </nav>
      </div>
    </dialog>
  )
}
