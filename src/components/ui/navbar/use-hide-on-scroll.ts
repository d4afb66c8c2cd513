import { useEffect, useState, type RefObject } from 'react'

/** Scroll moves smaller than this (px) are jitter (trackpads, elastic scrolling), not a direction. */
const jitter = 2

/**
 * Whether a hide-on-scroll bar should be hidden after a scroll from `previousY` to `y`: it hides on
 * the way down once the page is past its own height, shows on the way up, and never hides near the
 * top or while focus is inside it.
 */
export function nextHidden(
  hidden: boolean,
  {
    previousY,
    y,
    height,
    focusInside,
  }: { previousY: number; y: number; height: number; focusInside: boolean },
): boolean {
  if (focusInside || y <= height) return false
  if (y - previousY > jitter) return true
  if (previousY - y > jitter) return false
  return hidden
}

/**
 * Follows the window's scroll direction for the bar in `ref` (one update per animation frame).
 * Always false when `enabled` is false, and false again as soon as focus enters the bar.
 */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) {
      setHidden(false)
      return
    }
    let previousY = window.scrollY
    let frame = 0
    let focusInside = element.contains(document.activeElement)
    const update = () => {
      frame = 0
      const y = window.scrollY
      const input = { previousY, y, height: element.offsetHeight, focusInside }
      setHidden((current) => nextHidden(current, input))
      previousY = y
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    const onFocusIn = () => {
      focusInside = true
      setHidden(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      focusInside = element.contains(event.relatedTarget as Node | null)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('focusin', onFocusIn)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      window.removeEventListener('scroll', onScroll)
      element.removeEventListener('focusin', onFocusIn)
      element.removeEventListener('focusout', onFocusOut)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [ref, enabled])
  return hidden
}
