import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import { useLatest } from '../../../hooks/use-latest'
import { warnInDevelopment } from '../dev-warning'
import { isContextMenuKey } from './context-menu-key'
import {
  defaultLongPressMs,
  defaultMoveTolerancePx,
  useLongPress,
  type LongPressHandlers,
  type Point,
} from './use-long-press'

export interface ContextMenuItem {
  /** Stable key among the items. */
  id: string
  /** Visible text and accessible name. Callers pass translated text: the kit holds no copy. */
  label: string
  onSelect: () => void
  disabled?: boolean
}

export type ContextMenuTrigger = 'pointer' | 'touch' | 'keyboard'

export interface ContextMenuOpening {
  /** Viewport coordinates the menu starts from. */
  point: Point
  trigger: ContextMenuTrigger
  /** The element the menu was opened on: the menu closes once scrolling moves it. */
  anchor: Element | null
  /**
   * What the menu is for: the element `targetFor` found for the event (one menu for many targets),
   * else the anchor.
   */
  target: Element | null
  /** Changes on every opening, so a reopened menu moves and refocuses. */
  serial: number
}

export interface UseContextMenuOptions {
  items: readonly ContextMenuItem[]
  longPressMs?: number
  moveTolerancePx?: number
  /**
   * One menu for many targets (event delegation): the target an event's origin belongs to, or null
   * to leave that event alone (the browser's own menu stays). Without it, every event is the menu's.
   */
  targetFor?: (origin: Element) => Element | null
}

export interface CloseOptions {
  /** Back to the element the menu was opened from (Escape, Tab, a chosen item). */
  restoreFocus: boolean
}

export interface ContextMenuTargetProps extends LongPressHandlers {
  onContextMenu: (event: MouseEvent) => void
  onKeyDown: (event: KeyboardEvent) => void
}

export interface UseContextMenuResult {
  opening: ContextMenuOpening | null
  isOpen: boolean
  close: (options: CloseOptions) => void
  /** Spread on the element that owns the menu. */
  targetProps: ContextMenuTargetProps
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** Where focus goes back to: the focusable element the menu was opened on, else where focus was. */
function focusReturnFor(origin: EventTarget | null): HTMLElement | null {
  if (origin instanceof HTMLElement && origin === document.activeElement) return origin
  const focusable =
    origin instanceof Element ? origin.closest<HTMLElement>(focusableSelector) : null
  if (focusable) return focusable
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/** Keyboard openings (and keyboard-made contextmenu events) start below the focused element. */
function pointBelow(origin: EventTarget | null): Point {
  if (!(origin instanceof Element)) return { x: 0, y: 0 }
  const rect = origin.getBoundingClientRect()
  return { x: rect.left, y: rect.bottom }
}

// After our own keyboard opening the browser may fire its own contextmenu event for the same key.
const keyboardEchoMs = 500

/**
 * Context-menu opening rules: right-click at the pointer, a touch long-press (500 ms),
 * Shift+F10 or the ContextMenu key on the focused target. No items: the browser's menu stays.
 */
export function useContextMenu({
  items,
  longPressMs = defaultLongPressMs,
  moveTolerancePx = defaultMoveTolerancePx,
  targetFor,
}: UseContextMenuOptions): UseContextMenuResult {
  const [opening, setOpening] = useState<ContextMenuOpening | null>(null)
  const focusReturnRef = useRef<HTMLElement | null>(null)
  const keyboardOpenedAtRef = useRef(Number.NEGATIVE_INFINITY)
  const enabled = items.length > 0

  useEffect(() => {
    if (!enabled) warnInDevelopment('ContextMenu', 'no items: the menu will never open.')
  }, [enabled])

  const targetForRef = useLatest(targetFor)
  /** The element an event is for: null when delegation says the event is not the menu's. */
  const targetOf = useCallback(
    (origin: EventTarget | null): Element | null => {
      if (!(origin instanceof Element)) return null
      const find = targetForRef.current
      return find ? find(origin) : origin
    },
    [targetForRef],
  )

  const open = useCallback(
    (point: Point, trigger: ContextMenuTrigger, origin: EventTarget) => {
      const target = targetOf(origin)
      if (target === null) return
      focusReturnRef.current = focusReturnFor(origin)
      const anchor = origin instanceof Element ? origin : null
      setOpening((previous) => ({
        point,
        trigger,
        anchor,
        target,
        serial: (previous?.serial ?? 0) + 1,
      }))
    },
    [targetOf],
  )

  const close = useCallback(({ restoreFocus }: CloseOptions) => {
    setOpening(null)
    if (restoreFocus) focusReturnRef.current?.focus({ preventScroll: true })
  }, [])

  const longPress = useLongPress({
    onLongPress: (point, origin) => open(point, 'touch', origin),
    delayMs: longPressMs,
    moveTolerancePx,
    enabled,
  })

  // A touch outside every delegated target starts no press (a second finger still cancels one).
  const onPointerDown = (event: PointerEvent) => {
    if (targetOf(event.target) === null && !longPress.isPressing()) return
    longPress.handlers.onPointerDown(event)
  }

  const onContextMenu = (event: MouseEvent) => {
    if (!enabled || targetOf(event.target) === null) return
    event.preventDefault()
    // A finger is down: the long-press timer decides, not the browser's own long-press menu.
    if (longPress.isPressing()) return
    if (performance.now() - keyboardOpenedAtRef.current < keyboardEchoMs) return
    // A contextmenu event made by a keyboard or assistive technology carries no pointer position.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0
    const point = fromKeyboard ? pointBelow(event.target) : { x: event.clientX, y: event.clientY }
    open(point, fromKeyboard ? 'keyboard' : 'pointer', event.target)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (!enabled || !isContextMenuKey(event) || targetOf(event.target) === null) return
    event.preventDefault()
    keyboardOpenedAtRef.current = performance.now()
    open(pointBelow(event.target), 'keyboard', event.target)
  }

  return {
    opening,
    isOpen: opening !== null,
    close,
    targetProps: { ...longPress.handlers, onPointerDown, onContextMenu, onKeyDown },
  }
}
