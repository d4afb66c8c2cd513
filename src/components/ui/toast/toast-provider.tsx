import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { prefersReducedMotion } from '../../../hooks/use-media-query'
import { warnInDevelopment } from '../dev-warning'
import { ToastItem, type ToastEntry } from './toast-item'
import { slideMotionMs } from '../slide-motion'
import {
  ToastContext,
  ToastListContext,
  useToast,
  type ToastApi,
  type ToastOptions,
} from './use-toast'

/** How long a toast stays, in ms, unless the provider or the call says otherwise. */
export const defaultToastDuration = 5000

export interface ToastProviderProps {
  children?: ReactNode
  /** Default time on screen in ms (5000); `Infinity` keeps toasts until closed. */
  duration?: number
}

export interface ToastRegionProps {
  /** Name of every toast's close button. Callers pass translated text: the kit holds no copy. */
  closeLabel: string
}

function isValidDuration(value: unknown): value is number {
  return typeof value === 'number' && value > 0
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && prefersReducedMotion()
}

/**
 * Holds the toasts; `ToastRegion` draws them. Kept apart so that the toasts can live above the
 * pages (a toast raised just before a navigation is still there on the next page) while the
 * region sits inside each page, with its theme and its language's close label.
 */
export function ToastProvider({ children, duration = defaultToastDuration }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  const serial = useRef(0)
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const fallbackDuration = isValidDuration(duration) ? duration : defaultToastDuration
  const fallbackRef = useRef(fallbackDuration)

  useEffect(() => {
    fallbackRef.current = fallbackDuration
    if (!isValidDuration(duration)) {
      warnInDevelopment('ToastProvider', `invalid duration ${String(duration)}; using 5000 ms`)
    }
  }, [duration, fallbackDuration])

  useEffect(() => {
    const pending = removals.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    let time = fallbackRef.current
    if (options.duration !== undefined && !isValidDuration(options.duration)) {
      warnInDevelopment(
        'useToast',
        `invalid duration ${String(options.duration)}; using ${time} ms`,
      )
    } else if (options.duration !== undefined) {
      time = options.duration
    }
    serial.current += 1
    const id = options.id ?? `toast-${serial.current}`
    const entry: ToastEntry = {
      id,
      key: `${id}:${serial.current}`,
      message,
      duration: time,
      closing: false,
    }
    clearTimeout(removals.current.get(id))
    removals.current.delete(id)
    setToasts((list) =>
      list.some((toast) => toast.id === id)
        ? list.map((toast) => (toast.id === id ? entry : toast))
        : [...list, entry],
    )
    return id
  }, [])

  const dismiss = useCallback((id: string) => {
    if (removals.current.has(id)) return
    setToasts((list) =>
      list.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)),
    )
    const remove = () => {
      removals.current.delete(id)
      setToasts((list) => list.filter((toast) => toast.id !== id))
    }
    if (reducedMotion()) remove()
    else removals.current.set(id, setTimeout(remove, slideMotionMs))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  )
}

/**
 * The toasts of the nearest `ToastProvider` in one polite live region, fixed at the bottom corner,
 * newest last. The region is always in the page, empty or not: screen readers only announce
 * changes to a live region they already know.
 */
export function ToastRegion({ closeLabel }: ToastRegionProps) {
  const { dismiss } = useToast()
  const toasts = useContext(ToastListContext)
  return (
    <div
      role="status"
      aria-live="polite"
      // `status` implies atomic: without this each new toast would re-read the whole stack.
      aria-atomic="false"
      sx={{
        position: 'fixed',
        right: 3,
        bottom: 3,
        zIndex: 20,
        width: 'min(24rem, calc(100vw - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // The empty strip between toasts must not swallow clicks on the page below.
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />
      ))}
    </div>
  )
}
