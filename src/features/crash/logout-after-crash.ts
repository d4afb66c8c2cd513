import { clearStoredAuth } from '../auth'
import { localePath } from '../../i18n/paths'
import { currentLanguage } from './crash-texts'
import { assignLocation, reloadPage } from '../../lib/navigation'

/** Past this, the fallback stops waiting for /api/logout and reloads: it never hangs on 'Logging out...'. */
export const logoutTimeoutMs = 8_000

/** True only for an ok answer within the time limit; any failure, thrown or late, is false. */
function requestLogout(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined
    const timer = setTimeout(() => {
      controller?.abort()
      resolve(false)
    }, timeoutMs)
    Promise.resolve()
      .then(() =>
        globalThis.fetch('/api/logout', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          signal: controller?.signal,
        }),
      )
      .then((response) => response?.ok === true)
      .catch(() => false)
      .then((ok) => {
        clearTimeout(timer)
        resolve(ok)
      })
  })
}

/**
 * The crash fallback's button (docs/product.md#crash-screen): POST /api/logout; on an ok answer
 * clear the four stored keys and load `/` of the current locale, otherwise reload. Never rejects.
 */
export async function logOutAfterCrash(timeoutMs = logoutTimeoutMs): Promise<void> {
  try {
    if (await requestLogout(timeoutMs)) {
      clearStoredAuth()
      assignLocation(localePath(currentLanguage(), '/'))
      return
    }
  } catch {
    // A crash while leaving: reloading is the one way out that is left.
  }
  try {
    reloadPage()
  } catch {
    // Nothing more can be done from here.
  }
}
