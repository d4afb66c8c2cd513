import { Script } from 'gatsby'

/**
 * The web-analytics script (SPEC §7), from configuration: GATSBY_ANALYTICS_SRC and, when the service
 * needs one, GATSBY_ANALYTICS_SITE_ID (sent as `data-site-id` and `data-domain`). Loaded when the
 * browser is idle, off the critical path; unset loads nothing. Never on the consultant area: a
 * third-party script there could read the session tokens (PITFALLS D3).
 */
export function Analytics({ originalPath }: { originalPath: string }) {
  const src = process.env.GATSBY_ANALYTICS_SRC
  if (!src || originalPath.startsWith('/consultant/')) return null
  const siteId = process.env.GATSBY_ANALYTICS_SITE_ID
  return (
    <Script
      src={src}
      strategy="idle"
      {...(siteId ? { 'data-site-id': siteId, 'data-domain': siteId } : {})}
    />
  )
}
