import { randomBytes, timingSafeEqual } from 'node:crypto'

import { endpointTable } from '../endpoint-table'

/**
 * The OAuth `state` that binds a sign-in to the browser that started it: a random value, with the
 * time it was issued, sent to GitHub in the authorization URL and kept in an HttpOnly cookie. The
 * callback accepts only the same value from the same browser, within `stateLifetimeMs`; the
 * cookie's own Max-Age matches, and the server checks the time too, whatever the browser keeps.
 */
export const stateLifetimeMs = 10 * 60 * 1000

export type StateCheck = 'valid' | 'missing' | 'forged' | 'expired'

const statePattern = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/

export function issueState(now: number): string {
  return `${now.toString(36)}.${randomBytes(32).toString('base64url')}`
}

export function checkState(
  fromQuery: string | undefined,
  fromCookie: string | undefined,
  now: number,
): StateCheck {
  if (!fromQuery || !fromCookie) return 'missing'
  const query = Buffer.from(fromQuery)
  const cookie = Buffer.from(fromCookie)
  if (query.length !== cookie.length || !timingSafeEqual(query, cookie)) return 'forged'
  const issuedAt = parseInt(statePattern.exec(fromCookie)?.[1] ?? '', 36)
  if (!Number.isFinite(issuedAt)) return 'forged'
  const age = now - issuedAt
  return age < 0 || age > stateLifetimeMs ? 'expired' : 'valid'
}

/** The sign-in window's path: where the state cookie is sent on plain http. */
export const stateCookiePath = endpointTable.editorSignIn.path
const stateCookieBase = 'editor-sign-in'

/**
 * `__Host-` on https: only this host, over TLS, can set it, never a sibling subdomain through
 * `Domain=` (which a `__Secure-` cookie scoped to /api/auth would allow), so nobody can plant a
 * state of their own; the prefix requires `Path=/`. Nothing else on the site reads it, and the
 * provider's path in same-origin mode neither sends it on nor lets the provider set a cookie of
 * that name (docs/deployment.md#the-editors-token). Plain http (a developer's machine, the browser
 * tests) has no prefix to offer, so there the cookie is at least scoped to the window's path.
 * SameSite=Lax: the callback is a top-level navigation from github.com, which Strict would strip.
 */
export function stateCookieName(siteOrigin: string): string {
  return isHttps(siteOrigin) ? `__Host-${stateCookieBase}` : stateCookieBase
}

/** Whether `name` is a cookie the site sets itself, in any of its prefixed spellings. */
export function isSiteCookieName(name: string): boolean {
  return name.replace(/^__(?:host|secure)-/i, '').toLowerCase() === stateCookieBase
}

export function stateCookie(siteOrigin: string, state: string | null): string {
  const https = isHttps(siteOrigin)
  const lifetime = state === null ? 0 : stateLifetimeMs / 1000
  const path = https ? '/' : stateCookiePath
  return `${stateCookieName(siteOrigin)}=${state ?? ''}; Path=${path}; Max-Age=${lifetime}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`
}

const isHttps = (origin: string) => origin.startsWith('https:')

/** A cookie's value from a `Cookie` header: the first, as browsers send the most specific first. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  let found: string | undefined
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      found ??= pair.slice(separator + 1).trim()
    }
  }
  return found
}
