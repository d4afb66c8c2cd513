import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { ContextMenuPopupProps } from './context-menu-popup'

type Popup = ComponentType<ContextMenuPopupProps>

// Loaded once per page; a failed load is not kept, so the next opening tries again.
let loadedPopup: Popup | null = null

/** The popup's code, fetched on first use: a page that shows many targets ships none of it. */
export function loadContextMenuPopup(): Promise<Popup> {
  if (loadedPopup) return Promise.resolve(loadedPopup)
  return import(/* webpackChunkName: "context-menu-popup" */ './context-menu-popup').then(
    ({ ContextMenuPopup }) => {
      loadedPopup = ContextMenuPopup
      return ContextMenuPopup
    },
  )
}

export interface LazyContextMenuPopupProps extends ContextMenuPopupProps {
  /** The popup's code could not load (offline, a new deployment): tell the visitor, close. */
  onLoadError: () => void
}

/**
 * `ContextMenuPopup` whose code loads when a menu first opens. Until it arrives nothing shows (the
 * target keeps focus); on failure `onLoadError` runs once for that opening.
 */
export function LazyContextMenuPopup({ onLoadError, ...props }: LazyContextMenuPopupProps) {
  const [Popup, setPopup] = useState<Popup | null>(() => loadedPopup)
  const onLoadErrorRef = useRef(onLoadError)
  onLoadErrorRef.current = onLoadError

  useEffect(() => {
    if (Popup) return
    let current = true
    loadContextMenuPopup().then(
      (loaded) => {
        if (current) setPopup(() => loaded)
      },
      () => {
        if (current) onLoadErrorRef.current()
      },
    )
    return () => {
      current = false
    }
  }, [Popup])

  return Popup ? <Popup {...props} /> : null
}
