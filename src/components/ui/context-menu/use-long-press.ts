import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react'
import { useLatest } from '../../../hooks/use-latest'

/** A touch held this long opens the context menu (docs/product.md#interface-kit). */
export const defaultLongPressMs = 500
/** A finger that travels further than this is scrolling or dragging, not pressing. */
export const defaultMoveTolerancePx = 10

export interface Point {
  x: number
  y: number
}

export interface UseLongPressOptions {
  onLongPress: (point: Point, target: EventTarget) => void
  delayMs?: number
  moveTolerancePx?: number
  /** When false, touches pass through untouched. */
  enabled?: boolean
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void
  onPointerMove: (event: PointerEvent) => void
  onPointerUp: (event: PointerEvent) => void
  onPointerCancel: (event: PointerEvent) => void
  onMouseDownCapture: (event: MouseEvent) => void
  onClickCapture: (event: MouseEvent) => void
}

export interface UseLongPressResult {
  handlers: LongPressHandlers
  /** True from touchdown until the finger lifts, including after the long press fired. */
  isPressing: () => boolean
}

interface Press {
  pointerId: number
  start: Point
  timer: ReturnType<typeof setTimeout>
}

/**
 * Touch long-press on pointer events: a single finger held still for `delayMs`. Moving past the
 * tolerance, lifting early, a second finger or a browser-cancelled pointer (scrolling) cancel it.
 * Mouse and pen are ignored: they have a secondary button.
 */
export function useLongPress({
  onLongPress,
  delayMs = defaultLongPressMs,
  moveTolerancePx = defaultMoveTolerancePx,
  enabled = true,
}: UseLongPressOptions): UseLongPressResult {
  const pressRef = useRef<Press | null>(null)
  // Set once the press fired, until the next press.
  const firedRef = useRef(false)
  const onLongPressRef = useLatest(onLongPress)

  const cancel = useCallback(() => {
    if (pressRef.current) clearTimeout(pressRef.current.timer)
    pressRef.current = null
  }, [])

  useEffect(() => cancel, [cancel])

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      firedRef.current = false
      if (pressRef.current) {
        cancel() // a second finger: pinch or two-finger scroll
        return
      }
      if (!enabled || event.pointerType !== 'touch') return
      const start = { x: event.clientX, y: event.clientY }
      const target = event.target
      const timer = setTimeout(() => {
        firedRef.current = true
        onLongPressRef.current(start, target)
      }, delayMs)
      pressRef.current = { pointerId: event.pointerId, start, timer }
    },
    [cancel, delayMs, enabled, onLongPressRef],
  )

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const press = pressRef.current
      if (!press || event.pointerId !== press.pointerId || firedRef.current) return
      const distance = Math.hypot(event.clientX - press.start.x, event.clientY - press.start.y)
      if (distance > moveTolerancePx) cancel()
    },
    [cancel, moveTolerancePx],
  )

  const onPointerEnd = useCallback(
    (event: PointerEvent) => {
      if (pressRef.current?.pointerId === event.pointerId) cancel()
    },
    [cancel],
  )

  // The lift that ends a long press is no tap: if a browser still emulates mouse events for it,
  // they neither move focus out of the menu nor activate the target.
  const onMouseDownCapture = useCallback((event: MouseEvent) => {
    if (firedRef.current) event.preventDefault()
  }, [])

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!firedRef.current) return
    firedRef.current = false
    event.preventDefault()
    event.stopPropagation()
  }, [])

  const isPressing = useCallback(() => pressRef.current !== null, [])

  return {
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onMouseDownCapture,
      onClickCapture,
    },
    isPressing,
  }
}
