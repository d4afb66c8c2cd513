import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a state-changing request comes from a page of this site, so another site cannot make a
 * visitor's browser call the endpoint. Browsers send `Origin` with every POST; when a privacy
 * setting strips it, `Sec-Fetch-Site` still tells. A `Sec-Fetch-Site` other than `same-origin`
 * refuses even with a matching `Origin`: browsers never send that pair by themselves.
 *
 * "This site" is the configured public origin (GATSBY_SITE_URL), not the `Host` header: a proxy or
 * CDN in front may rewrite `Host`, and a client can send any.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site']
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false
  const origin = headers.origin
  if (origin === undefined) return fetchSite === 'same-origin'
  return URL.canParse(origin) && new URL(origin).origin === siteOrigin
}
