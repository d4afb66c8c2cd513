import type { FastifyReply, FastifyRequest } from 'fastify'

import { isSameOrigin } from './same-origin'

/**
 * POST /api/logout: the crash fallback's way out of a broken session. Clears the site's storage in
 * the browser (`Clear-Site-Data`, where the four auth keys live) and expires every cookie the
 * request carries: the browser sends only cookies of this site, so each was set for it. Same
 * answer however often it is called.
 */
export function logoutHandler(siteOrigin: string, providerCookies?: ProviderCookies) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request.headers, siteOrigin)) {
      return reply.code(403).send({ error: 'Forbidden' })
    }
    // A browser holds at most ~50 cookies per site; a forged header with thousands gets no more.
    const cookies = cookieNames(request.headers.cookie).slice(0, 50).map(expiredCookie)
    // Same-origin mode: the provider's cookies live under its path and are never sent here.
    for (const name of providerCookies?.names ?? []) {
      cookies.push(`${name}=; Path=${providerCookies?.path}; Max-Age=0`)
    }
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    return reply.header('clear-site-data', '"storage"').send({ ok: true })
  }
}

/** Same-origin mode: the provider's cookie names and the site's path for the provider. */
export interface ProviderCookies {
  names: readonly string[]
  path: string
}

/** RFC 6265 cookie-name token: anything else cannot have been set, and must not reach a header. */
const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

export function cookieNames(cookieHeader: string | undefined): string[] {
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
