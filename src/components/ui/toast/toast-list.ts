import type { ToastEntry } from './toast-item'

/** The toasts on screen, held outside React's state so that a change reaches its subscribers only. */
export interface ToastList {
  current: () => readonly ToastEntry[]
  update: (change: (toasts: readonly ToastEntry[]) => readonly ToastEntry[]) => void
  subscribe: (listener: () => void) => () => void
}

export function createToastList(): ToastList {
  let toasts: readonly ToastEntry[] = []
  const listeners = new Set<() => void>()
  return {
    current: () => toasts,
    update: (change) => {
      toasts = change(toasts)
      listeners.forEach((listener) => listener())
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
