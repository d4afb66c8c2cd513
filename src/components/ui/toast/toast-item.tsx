import { useCallback, useState, type ReactNode } from 'react'
import { Toast } from './toast'
import { useAutoDismiss } from './use-auto-dismiss'

export interface ToastEntry {
  id: string
  /** New on every `show`, so a replaced toast remounts: it is announced again and its time restarts. */
  key: string
  message: ReactNode
  duration: number
  closing: boolean
}

/** A toast in the provider's region: times itself out, holding while hovered or focused. */
export function ToastItem({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: ToastEntry
  closeLabel: string
  onDismiss: (id: string) => void
}) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id])
  // Reading or reaching for the close button holds the toast (WCAG 2.2.1, timing adjustable).
  useAutoDismiss(toast.duration, hovered || focused || toast.closing, close)
  return (
    <Toast
      closing={toast.closing}
      closeLabel={closeLabel}
      onClose={close}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {toast.message}
    </Toast>
  )
}
