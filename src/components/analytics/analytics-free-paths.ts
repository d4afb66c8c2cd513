import { correctLocaleCase, splitLocalePath, withTrailingSlash } from '../../i18n/paths'
import { routeList } from '../../i18n/routes'

/**
 * Pages with a password field or a signed-in session (paths without locale prefix), as their rows
 * say (`analytics: false`, src/i18n/routes.ts). A third-party script there could read what is
 * typed or the session tokens in storage.
 */
export const analyticsFreePaths = routeList
  .filter((route) => !route.analytics)
  .map((route) => route.path)

/** Whether `originalPath` (no locale prefix, as in the page context) must run without analytics. */
export function isAnalyticsFreePath(originalPath: string): boolean {
  const path = withTrailingSlash(originalPath)
  return analyticsFreePaths.some((free) => path.startsWith(free))
}

/** The same for a URL pathname as the browser has it (`/en/login/`, `/consultant/`, `/EN/login/`). */
export function isAnalyticsFreePathname(pathname: string): boolean {
  return isAnalyticsFreePath(splitLocalePath(correctLocaleCase(pathname) ?? pathname).path)
}
