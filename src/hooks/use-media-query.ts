import { useState } from 'react'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'

/**
 * Whether `query` matches; false during static rendering and the first client render, then the
 * real answer before the browser paints (a layout effect), so nothing shows in the wrong state.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useBrowserLayoutEffect(() => {
    const list = window.matchMedia(query)
    setMatches(list.matches)
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return matches
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches
}
