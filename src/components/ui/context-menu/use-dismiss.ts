import { useEffect, type RefObject } from 'react'
import { useLatest } from '../../../hooks/use-latest'
import type { CloseOptions } from './use-context-menu'

// Sub-pixel layout noise is not a scroll.
const anchorMoveTolerancePx = 2

/**
 * Closes a floating element on a pointer press outside it, on a scroll that moves its anchor and on
 * a viewport resize: it was positioned for the page as it was. Scroll events arrive a frame late,
 * so the one for scrolling that happened just before opening (a browser bringing the target into
 * view, the tail of a smooth scroll) finds the anchor where it was and is ignored.
 */
export function useDismiss(
  ref: RefObject<HTMLElement>,
  anchor: Element | null,
  onClose: (options: CloseOptions) => void,
): void {
  const onCloseRef = useLatest(onClose)

  useEffect(() => {
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && ref.current?.contains(target))
    const anchorStart = anchor?.getBoundingClientRect()
    const anchorMoved = () => {
      if (!anchor || !anchorStart) return true
      const now = anchor.getBoundingClientRect()
      return (
        Math.abs(now.top - anchorStart.top) > anchorMoveTolerancePx ||
        Math.abs(now.left - anchorStart.left) > anchorMoveTolerancePx
      )
    }
    const onPointerDown = (event: Event) => {
      // The press lands where the visitor aimed; focus follows it, not the menu's target.
      if (outside(event.target)) onCloseRef.current({ restoreFocus: false })
    }
    const onScroll = (event: Event) => {
      if (outside(event.target) && anchorMoved()) onCloseRef.current({ restoreFocus: true })
    }
    const onResize = () => onCloseRef.current({ restoreFocus: true })
    document.addEventListener('pointerdown', onPointerDown, true)
    // Scroll does not bubble; capturing on document sees scrolling containers as well.
    document.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', onResize)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('scroll', onScroll, true)
      window.removeEventListener('resize', onResize)
    }
  }, [ref, anchor, onCloseRef])
}
