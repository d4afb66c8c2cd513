import { reloadPage } from './navigation'

/** sessionStorage key: the path of the page to show once as the server wrote it. */
export const staticReloadKey = 'reload-without-scripts'

/**
 * Reloads the page once without hydrating it: the way out when code the page needs to show an
 * error cannot be fetched (offline, or a deployment replaced the chunk). The visitor reads the
 * page as the server wrote it, and the next link loads normally. Without storage there is no
 * guard against a reload loop, so nothing happens.
 */
export function reloadWithoutScripts(): void {
  try {
    window.sessionStorage.setItem(staticReloadKey, window.location.pathname)
  } catch {
    return
  }
  reloadPage()
}

/** True once, on the load that `reloadWithoutScripts` asked for; clears the mark either way. */
export function takeReloadWithoutScripts(): boolean {
  try {
    const path = window.sessionStorage.getItem(staticReloadKey)
    if (path === null) return false
    window.sessionStorage.removeItem(staticReloadKey)
    return path === window.location.pathname
  } catch {
    return false
  }
}
