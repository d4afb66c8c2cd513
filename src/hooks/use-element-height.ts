import { useState, type RefObject } from 'react'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

/**
 * The element's height in whole pixels, measured before the first paint (so whatever depends on it
 * is right in that paint) and again whenever it resizes. 0 until measured; for client-only elements
 * (a layout effect does not run in the static render).
 */
export function useElementHeight(ref: RefObject<HTMLElement>): number {
  const [height, setHeight] = useState(0)
  useBrowserLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setHeight(Math.ceil(element.getBoundingClientRect().height))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return height
}
