/**
 * Whether a state-changing request comes from a page of this site (PITFALLS D2), so another site
 * cannot make a visitor's browser call the endpoint. Browsers send `Origin` with every POST; when a
 * privacy setting strips it, `Sec-Fetch-Site` still tells. A `Sec-Fetch-Site` other than
 * `same-origin` refuses even with a matching `Origin`: browsers never send that pair by themselves.
 *
 * "Our origin" is the host the client addressed: the `Host` header (the URL the handler sees is
 * built from it) and, for a proxy or function runtime that rewrites it, the request URL's host.
 * Only hosts are compared, not schemes: behind TLS termination the server itself sees http.
 */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin') return false
  const origin = request.headers.get('origin')
  if (origin === null) return fetchSite === 'same-origin'
  const originHost = hostOf(origin)
  if (originHost === null) return false
  return ownHosts(request).includes(originHost)
}

function ownHosts(request: Request): string[] {
  const hosts = [new URL(request.url).host]
  const hostHeader = request.headers.get('host')
  const fromHeader = hostHeader === null ? null : hostOf(`http://${hostHeader}`)
  if (fromHeader !== null) hosts.push(fromHeader)
  return hosts
}

/** `host[:port]` of an http(s) origin, lower-cased, default port dropped; null for `null` & co. */
function hostOf(origin: string): string | null {
  if (!URL.canParse(origin)) return null
  const url = new URL(origin)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.host
}
