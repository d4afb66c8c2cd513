import { hasConsent, subscribeToConsent } from '../../features/consent'
import { assignLocation, reloadPage } from '../../lib/navigation'
import { isAnalyticsFreePathname } from './analytics-free-paths'

/**
 * A third-party script cannot be unloaded once it has run: only a new document ends it. So once
 * analytics has been requested in this document, the document ends (a full page load) before it
 * could see a page without analytics or outlive a withdrawn consent:
 * - a click on a link to the sign-in page or the consultant area loads that page in full instead of
 *   Gatsby's client-side route change (the link's own handlers still run);
 * - any other client-side route change to such a page (`navigate()`, Back and Forward through this
 *   document's history) reloads it as soon as Gatsby reports it (`onPreRouteUpdate`);
 * - a refusal, from the banner, the footer or another tab, reloads the page without analytics.
 */
let requested = false

export function analyticsRequested(): boolean {
  return requested
}

/** Called when the analytics script is about to be requested in this document. */
export function markAnalyticsRequested(): void {
  if (requested) return
  requested = true
  // Capture phase on the document: before React's handlers, so Gatsby's Link finds the default
  // prevented and stays out of it.
  document.addEventListener('click', loadAnalyticsFreePageInFull, true)
  subscribeToConsent(() => {
    if (!hasConsent()) reloadPage()
  })
}

function loadAnalyticsFreePageInFull(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return
  // Modified clicks open a new tab or window: a new document anyway.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return
  if (target.target && target.target !== '_self') return
  const url = new URL(target.href)
  if (url.origin !== window.location.origin || !isAnalyticsFreePathname(url.pathname)) return
  event.preventDefault()
  assignLocation(url.href)
}

/** From gatsby-browser's onPreRouteUpdate: a client-side arrival on a page without analytics. */
export function leaveAnalyticsBehind(pathname: string): void {
  if (requested && isAnalyticsFreePathname(pathname)) reloadPage()
}
