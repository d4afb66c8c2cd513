import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { checkAuthAtom, syncFromStorageAtom } from './state/auth-atoms'
import { onStoredAuthChange } from './state/auth-storage'

/**
 * Runs the load sequence (docs/product.md#sessions) once mounted (never during static rendering),
 * re-runs it when the browser is back online or the tab is shown again (it only calls the provider
 * once the 5-minute window has passed), and follows sign-in and sign-out in other tabs. Rendered by
 * the page wrapper, inside the jotai Provider: never around the page's Head
 * (docs/stack-notes.md#head-in-a-root-of-its-own).
 */
export function AuthBootstrap() {
  const checkAuth = useSetAtom(checkAuthAtom)
  const syncFromStorage = useSetAtom(syncFromStorageAtom)

  useEffect(() => {
    void checkAuth()
    const recheck = () => void checkAuth()
    const recheckIfVisible = () => {
      if (document.visibilityState === 'visible') recheck()
    }
    window.addEventListener('online', recheck)
    document.addEventListener('visibilitychange', recheckIfVisible)
    const stopFollowing = onStoredAuthChange(() => void syncFromStorage())
    return () => {
      window.removeEventListener('online', recheck)
      document.removeEventListener('visibilitychange', recheckIfVisible)
      stopFollowing()
    }
  }, [checkAuth, syncFromStorage])

  return null
}
