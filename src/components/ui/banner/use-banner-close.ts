import { useCallback, useEffect, useRef, useState } from 'react'
import { reducedMotionQuery, useMediaQuery } from '../../../hooks/use-media-query'
import { slideMotionMs } from '../slide-motion'

export type BannerPhase = 'open' | 'closing' | 'closed'

/**
 * Close with an exit animation: `requestClose` moves to `closing`, and after 0.2 s (at once under
 * reduced motion) to `closed` and calls `onClose`. If the banner leaves the tree mid-exit,
 * `onClose` still runs, so a dismissal the user asked for is never lost.
 */
export function useBannerClose(onClose: (() => void) | undefined) {
  const [phase, setPhase] = useState<BannerPhase>('open')
  // Known before the tap: asking matchMedia in it would lengthen the tap's frame.
  const reducedMotion = useMediaQuery(reducedMotionQuery)
  const onCloseRef = useRef(onClose)
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(
    () => () => {
      if (pending.current === null) return
      clearTimeout(pending.current)
      pending.current = null
      onCloseRef.current?.()
    },
    [],
  )

  const finish = useCallback(() => {
    pending.current = null
    setPhase('closed')
    onCloseRef.current?.()
  }, [])

  /**
   * From the close button: its banner (the nearest `data-state`) starts the exit by the attribute
   * alone, so the tap's paint waits for no render of the banner; React renders it once, to remove
   * it (docs/performance.md#interactions). Called without one, `phase` says `closing`.
   */
  const requestClose = useCallback(
    (event?: { currentTarget: Element }) => {
      if (pending.current !== null) return
      if (reducedMotion) {
        finish()
        return
      }
      const banner = event?.currentTarget.closest('[data-state]')
      if (banner) banner.setAttribute('data-state', 'closing')
      else setPhase('closing')
      pending.current = setTimeout(finish, slideMotionMs)
    },
    [finish, reducedMotion],
  )

  return { phase, requestClose }
}
