import { Script } from 'gatsby'
import { useEffect } from 'react'
import { useConsent } from '../../features/consent'
import { markAnalyticsRequested } from './analytics-boundary'
import { isAnalyticsFreePath } from './analytics-free-paths'

/**
 * The web-analytics script (docs/product.md#analytics), from configuration: GATSBY_ANALYTICS_SRC
 * and, when the service needs one, GATSBY_ANALYTICS_SITE_ID (sent as `data-site-id` and
 * `data-domain`). Loaded when the browser is idle, off the critical path; unset loads nothing. Only
 * once the visitor has accepted (never in the static HTML, never under Global Privacy Control), and
 * never on the sign-in page or the consultant area: a third-party script there could read the
 * password or the session tokens. analytics-boundary.ts keeps a loaded script from reaching those
 * pages.
 */
export function Analytics({ originalPath }: { originalPath: string }) {
  const consent = useConsent()
  const src = process.env.GATSBY_ANALYTICS_SRC
  const load = Boolean(src) && consent?.choice === 'accepted' && !isAnalyticsFreePath(originalPath)
  useEffect(() => {
    if (load) markAnalyticsRequested()
  }, [load])
  if (!load) return null
  const siteId = process.env.GATSBY_ANALYTICS_SITE_ID
  return (
    <Script
      src={src}
      strategy="idle"
      {...(siteId ? { 'data-site-id': siteId, 'data-domain': siteId } : {})}
    />
  )
}
