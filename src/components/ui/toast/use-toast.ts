import { createContext, useContext, type ReactNode } from 'react'
import { warnInDevelopment } from '../dev-warning'
import type { ToastEntry } from './toast-item'

export interface ToastOptions {
  /** Milliseconds before it leaves by itself; defaults to the provider's (5000). `Infinity` stays. */
  duration?: number
  /**
   * Showing a toast with the id of one on screen replaces it (and restarts its time) instead of
   * stacking a copy: "Link copied" twice is one toast.
   */
  id?: string
}

export interface ToastApi {
  /** Shows `message` and returns the toast's id. */
  show: (message: ReactNode, options?: ToastOptions) => string
  /** Starts the exit of the toast with this id; unknown ids are ignored. */
  dismiss: (id: string) => void
}

export const ToastContext = createContext<ToastApi | null>(null)

/**
 * The toasts on screen, for `ToastRegion` only: a context of its own, so that components that only
 * show toasts do not re-render whenever one comes or goes.
 */
export const ToastListContext = createContext<readonly ToastEntry[]>([])

/** Outside a provider nothing is shown, with a development warning, rather than a crash. */
const missingProvider: ToastApi = {
  show: (message, options) => {
    warnInDevelopment('useToast', 'no <ToastProvider> above; the toast is not shown')
    return options?.id ?? ''
  },
  dismiss: () => undefined,
}

/** `show` and `dismiss` for the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? missingProvider
}
