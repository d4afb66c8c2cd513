import type { IncomingHttpHeaders } from 'node:http'

// undici's cookie helpers take undici's own Headers, not the global one of Node's bundled copy.
import { getSetCookies, Headers as CookieHeaders, setCookie, type Cookie } from 'undici'

import { readCookie } from '../editor-sign-in/sign-in-state'

/**
 * What of the visitor's request reaches the provider: what the site's client sends and nothing
 * else. Routing and client-address headers (`X-Forwarded-*`, `True-Client-IP`, `X-Original-URL`,
 * `X-HTTP-Method-Override` …) are simply not on the list; `Host` is the provider's own.
 */
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'authorization',
  'x-csrftoken',
  'user-agent',
] as const

/** What of the provider's answer reaches the visitor, besides the cookies below. */
const returnedAnswerHeaders = ['content-type', 'etag', 'vary', 'www-authenticate', 'retry-after']

/** The CSRF cookie the site's client reads (SPEC: `csrftoken`, read, never written). */
export const csrfCookieName = 'csrftoken'

export function providerRequestHeaders(
  headers: IncomingHttpHeaders,
  cookieNames: readonly string[],
  clientAddress: string,
): Headers {
  const forwarded = new Headers()
  for (const name of forwardedRequestHeaders) {
    const value = headers[name]
    if (typeof value === 'string') forwarded.set(name, value)
  }
  const cookies = cookieNames
    .map((name) => [name, readCookie(headers.cookie, name)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
  if (cookies.length > 0) {
    forwarded.set('cookie', cookies.map(([name, value]) => `${name}=${value}`).join('; '))
  }
  // Ours, from the connection (or a proxy we were told to trust): the provider may limit per client.
  forwarded.set('x-forwarded-for', clientAddress)
  return forwarded
}

export interface AnswerCookieRules {
  /** The provider's cookie names (PROVIDER_COOKIES); no other cookie is passed on. */
  cookieNames: readonly string[]
  /** The site's path for the provider, e.g. `/provider`. */
  prefix: string
  /** The site is served over https: every cookie it passes on is Secure. */
  secure: boolean
}

/** The provider's answer headers the visitor gets, as name → value(s). */
export function visitorAnswerHeaders(
  answer: Headers,
  rules: AnswerCookieRules,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  for (const name of returnedAnswerHeaders) {
    const value = answer.get(name)
    if (value !== null) headers[name] = value
  }
  // The token schemes only: `Basic` would open the browser's password prompt on the site's origin.
  if (!/^(?:Bearer|Token)\b/i.test(headers['www-authenticate']?.toString() ?? 'Bearer')) {
    delete headers['www-authenticate']
  }
  const cookies = passedCookies(answer, rules)
  if (cookies.length > 0) headers['set-cookie'] = cookies
  return headers
}

/**
 * The provider's cookies the site passes on, rewritten as the site's own: only configured names,
 * no `Domain` (host-only), `Path` the provider's prefix so the browser sends them to the provider
 * alone, `Secure` on https, and no attribute the site does not know. The CSRF cookie keeps
 * `Path=/`: the site's script reads it on every page to echo it as X-CSRFToken.
 */
function passedCookies(answer: Headers, { cookieNames, prefix, secure }: AnswerCookieRules) {
  const rewritten = new CookieHeaders()
  for (const line of answer.getSetCookie()) {
    const [cookie] = getSetCookies(new CookieHeaders([['set-cookie', line]]))
    if (!cookie || !cookieNames.includes(cookie.name)) continue
    const { name, value, expires, maxAge, httpOnly, sameSite } = cookie
    // A negative Max-Age deletes the cookie in browsers (RFC 6265 §5.2.2); undici's parser keeps
    // it but its serializer refuses it, so a deletion is written as Max-Age=0.
    const passed: Cookie = {
      name,
      value,
      expires,
      maxAge: maxAge === undefined ? undefined : Math.max(0, maxAge),
      httpOnly,
      sameSite,
    }
    passed.path = name === csrfCookieName ? '/' : prefix
    if (secure || cookie.secure) passed.secure = true
    try {
      setCookie(rewritten, passed)
    } catch {
      // A name or value no browser would take: dropped, as the browser would.
    }
  }
  return rewritten.getSetCookie()
}
