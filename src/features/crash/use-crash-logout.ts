import { useCallback, useRef, useState } from 'react'
import { logOutAfterCrash } from './logout-after-crash'

/** `pending` from the first press until the page leaves; later presses are ignored. */
export function useCrashLogout(): { pending: boolean; logOut: () => void } {
  const [pending, setPending] = useState(false)
  // A ref, not the state: two presses within one render must still make one call.
  const started = useRef(false)
  const logOut = useCallback(() => {
    if (started.current) return
    started.current = true
    setPending(true)
    void logOutAfterCrash()
  }, [])
  return { pending, logOut }
}
