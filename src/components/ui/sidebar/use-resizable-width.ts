import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { useLatest } from '../../../hooks/use-latest'
import { readStorage, writeStorage } from '../../../lib/storage'
import { warnInDevelopment } from '../dev-warning'
import {
  clampWidth,
  parseStoredWidth,
  resolveSidebarWidths,
  sidebarResizeStep,
  type SidebarWidthBounds,
  type SidebarWidthInput,
} from './sidebar-width'
import { useBrowserLayoutEffect } from '../../../hooks/use-browser-layout-effect'

export interface UseResizableWidthOptions extends SidebarWidthInput {
  /** Pixels per arrow-key press; 10 by default. */
  step?: number
  /** localStorage key that remembers the width between visits; nothing is stored without it. */
  storageKey?: string
}

/** Props for the WAI-ARIA window-splitter handle (a focusable `separator`). */
export interface ResizeHandleProps {
  role: 'separator'
  'aria-orientation': 'vertical'
  'aria-valuenow': number
  'aria-valuemin': number
  'aria-valuemax': number
  tabIndex: 0
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void
}

export interface UseResizableWidthResult {
  /** Current width in pixels, always within `bounds`. */
  width: number
  bounds: SidebarWidthBounds
  handleProps: ResizeHandleProps
}

const isRightToLeft = (element: Element) => getComputedStyle(element).direction === 'rtl'

/**
 * A width the user changes with the arrow keys (by `step`), Home/End (to the limits) or by dragging
 * the handle; clamped to the resolved bounds and, with `storageKey`, remembered. The server and the
 * first client render use the default width; a stored one follows before the first paint.
 */
export function useResizableWidth({
  defaultWidth,
  minWidth,
  maxWidth,
  step,
  storageKey,
}: UseResizableWidthOptions): UseResizableWidthResult {
  const { bounds, problems } = useMemo(
    () => resolveSidebarWidths({ defaultWidth, minWidth, maxWidth }),
    [defaultWidth, minWidth, maxWidth],
  )
  const stepIsValid = step === undefined || (Number.isFinite(step) && step > 0)
  const keyStep = stepIsValid ? (step ?? sidebarResizeStep) : sidebarResizeStep
  const warning = [
    ...problems,
    ...(stepIsValid
      ? []
      : [`step ${String(step)} is not a positive number; using ${sidebarResizeStep}px`]),
  ].join('; ')
  useEffect(() => {
    if (warning) warnInDevelopment('Sidebar', warning)
  }, [warning])

  const [stateWidth, setStateWidth] = useState(bounds.initial)
  const width = clampWidth(stateWidth, bounds)
  const widthRef = useLatest(width)
  const drag = useRef<{
    pointerId: number
    startX: number
    startWidth: number
    direction: 1 | -1
  } | null>(null)

  useBrowserLayoutEffect(() => {
    if (!storageKey) return
    const stored = parseStoredWidth(readStorage(storageKey), bounds)
    if (stored !== null) setStateWidth(stored)
  }, [storageKey, bounds])

  const persist = useCallback(() => {
    if (storageKey) writeStorage(storageKey, String(widthRef.current))
  }, [storageKey, widthRef])

  const resizeTo = useCallback(
    (next: number) => {
      const clamped = clampWidth(Math.round(next), bounds)
      widthRef.current = clamped
      setStateWidth(clamped)
    },
    [bounds, widthRef],
  )

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      // The handle sits on the sidebar's inline end: "towards the content" widens it.
      const widen = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight'
      const narrow = widen === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight'
      const targets: Record<string, number> = {
        [widen]: widthRef.current + keyStep,
        [narrow]: widthRef.current - keyStep,
        Home: bounds.min,
        End: bounds.max,
      }
      const next = targets[event.key]
      if (next === undefined) return
      event.preventDefault()
      resizeTo(next)
      persist()
    },
    [bounds, keyStep, persist, resizeTo, widthRef],
  )

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      // No text selection while dragging; focus still lands on the handle for the keyboard.
      event.preventDefault()
      const handle = event.currentTarget
      handle.focus()
      try {
        handle.setPointerCapture(event.pointerId)
      } catch {
        // Without capture the drag still follows the pointer while it stays over the handle.
      }
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startWidth: widthRef.current,
        direction: isRightToLeft(handle) ? -1 : 1,
      }
    },
    [widthRef],
  )

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return
      resizeTo(current.startWidth + (event.clientX - current.startX) * current.direction)
    },
    [resizeTo],
  )

  const endDrag = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!drag.current || drag.current.pointerId !== event.pointerId) return
      drag.current = null
      persist()
    },
    [persist],
  )

  return {
    width,
    bounds,
    handleProps: {
      role: 'separator',
      'aria-orientation': 'vertical',
      'aria-valuenow': width,
      'aria-valuemin': bounds.min,
      'aria-valuemax': bounds.max,
      tabIndex: 0,
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  }
}
