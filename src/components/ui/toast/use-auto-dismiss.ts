import { useEffect, useRef } from 'react'

/**
 * Calls `onElapsed` once `duration` ms have run while not `paused`. Pausing keeps the time left,
 * so hovering a toast for a while and leaving gives the rest of its time, not a fresh start.
 * A non-finite duration never elapses.
 */
export function useAutoDismiss(duration: number, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(duration)
  const onElapsedRef = useRef(onElapsed)

  useEffect(() => {
    onElapsedRef.current = onElapsed
  })

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return
    const startedAt = Date.now()
    const timer = setTimeout(() => onElapsedRef.current(), Math.max(0, remaining.current))
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused])
}
