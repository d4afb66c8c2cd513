import { signInEndpoint } from '../config/decap-config'

/**
 * Decap's sign-in (decap-cms-lib-auth) accepts a handshake message from any window as long as its
 * origin is the site's. This lets through only the window Decap itself opened on the sign-in
 * endpoint: a message that claims to be the sign-in from another window (a frame, another tab of
 * the site, a page the editor opened) or from another origin is stopped before Decap's listener
 * sees it. Registered in the capture phase, before Decap's own listener, which is not.
 */
export function acceptSignInOnlyFromItsWindow(target: Window): void {
  let signInWindow: Window | null = null
  const open = target.open.bind(target)
  target.open = (url?: string | URL, ...rest: [string?, string?]) => {
    const opened = open(url, ...rest)
    const address = url === undefined ? null : new URL(String(url), target.location.href)
    if (address?.origin === target.location.origin && address.pathname === `/${signInEndpoint}`) {
      signInWindow = opened
    }
    return opened
  }
  target.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (typeof event.data !== 'string' || !event.data.startsWith('authoriz')) return
      const fromSignIn = signInWindow !== null && event.source === signInWindow
      if (event.origin === target.location.origin && fromSignIn) return
      event.stopImmediatePropagation()
    },
    true,
  )
}
