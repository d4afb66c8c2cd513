import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { slideMotion } from '../slide-motion'

/** Rises in from below (a toast always appears after the page's first render), sinks out. */
const toastMotion = slideMotion('0.5rem')

export interface ToastProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode
  /** Accessible name of the close button. Callers pass translated text: the kit holds no copy. */
  closeLabel: string
  onClose: () => void
  /** True while the exit animation plays. */
  closing?: boolean
}

/**
 * One toast as drawn. Usually rendered by `ToastProvider` inside its live region; exported for
 * the catalogue and for callers that place a toast themselves.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { children, closeLabel, onClose, closing = false, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      data-state={closing ? 'closing' : 'open'}
      data-appear=""
      {...rest}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        pl: 3,
        pr: 2,
        py: 2,
        color: 'text',
        bg: 'highlight',
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'default',
        boxShadow: 'header',
        ...toastMotion,
      }}
    >
      <div sx={{ flex: 1, minWidth: 0 }}>{children}</div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ variant: 'buttons.ghost', flexShrink: 0, lineHeight: 1, px: 2, py: 2 }}
      >
        <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  )
})
