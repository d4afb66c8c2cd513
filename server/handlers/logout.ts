import { noStore } from '../static/cache-control'
import { jsonError } from './dispatch'
import type { FetchHandler } from './route'
import { isSameOrigin } from './same-origin'

/**
 * POST /api/logout (SPEC §7): the crash fallback's way out of a broken session. Clears the site's
 * storage in the browser (`Clear-Site-Data`, where the four auth keys live) and expires every cookie
 * the request carries: the browser sends only cookies of this site, so each was set for it. Same
 * answer however often it is called. Only POST is routed here (405 otherwise, dispatch.ts).
 */
export const logout: FetchHandler = async (request) => {
  if (!isSameOrigin(request)) return jsonError(403, 'Forbidden')
  const headers = new Headers({ 'clear-site-data': '"storage"', 'cache-control': noStore })
  for (const name of cookieNames(request.headers.get('cookie'))) {
    headers.append('set-cookie', expiredCookie(name))
  }
  return Response.json({ ok: true }, { headers })
}

/** RFC 6265 cookie-name token: anything else cannot have been set, and must not reach a header. */
const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

export function cookieNames(cookieHeader: string | null): string[] {
  const names = new Set<string>()
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=')
    const name = (separator === -1 ? '' : pair.slice(0, separator)).trim()
    if (cookieName.test(name)) names.add(name)
  }
  return [...names]
}

function expiredCookie(name: string): string {
  // `__Secure-` and `__Host-` cookies are only accepted (and so only replaced) with `Secure`.
  const secure = /^__(?:Secure|Host)-/i.test(name) ? '; Secure' : ''
  return `${name}=; Path=/; Max-Age=0${secure}`
}
