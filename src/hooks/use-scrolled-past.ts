import { useEffect, useState, type RefObject } from 'react'

/** True once the page has scrolled further than the element's own height. */
export function isScrolledPast(scrollY: number, elementHeight: number): boolean {
  return elementHeight > 0 && scrollY > elementHeight
}

/**
 * Follows the scroll position against the element's measured height; the height is re-measured when
 * the element resizes (a wrapping banner or menu changes it).
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let height = 0
    let frame = 0
    const update = () => {
      frame = 0
      setScrolledPast(isScrolledPast(window.scrollY, height))
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    const measure = () => {
      height = element.offsetHeight
      update()
    }
    // The observer's first call comes after the browser's own layout: reading the height here would
    // force a layout inside the hydration task instead.
    const resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (resizeObserver) resizeObserver.observe(element)
    else measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      resizeObserver?.disconnect()
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [ref])
  return scrolledPast
}
