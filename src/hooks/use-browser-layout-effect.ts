import { useLayoutEffect } from 'react'

/**
 * `useLayoutEffect` in the browser (runs before paint, so a remembered value shows without a
 * flash), nothing during the static render, where React would warn that layout effects do not run.
 */
export const useBrowserLayoutEffect =
  typeof window === 'undefined' ? () => undefined : useLayoutEffect
