import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { FastifyReply, FastifyRequest } from 'fastify'

import { readCookie } from './cookies'
import { csrfFailure, detail } from './django-errors'

export const csrfCookieName = 'csrftoken'
export const csrfHeaderName = 'X-CSRFToken'

// Django's CSRF_COOKIE_AGE: a year.
const cookieMaxAgeSeconds = 31_449_600
const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/

/**
 * The `csrftoken` cookie, as Django sets it: readable by the site's script (not HttpOnly, the
 * client copies it into X-CSRFToken) and SameSite=Lax. An existing well-formed token is kept, as
 * Django's get_token() keeps the secret it already has, unless `rotate` (Django's rotate_token(),
 * which its login() calls).
 */
export function setCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { rotate = false } = {},
): string {
  const existing = rotate ? undefined : readCookie(request.headers.cookie, csrfCookieName)
  const token =
    existing && tokenPattern.test(existing) ? existing : randomBytes(24).toString('base64url')
  reply.header(
    'set-cookie',
    `${csrfCookieName}=${token}; Max-Age=${cookieMaxAgeSeconds}; Path=/; SameSite=Lax`,
  )
  return token
}

/**
 * Route hook for unsafe methods: the double-submit check Django makes. A request carrying the
 * cookie must echo it in X-CSRFToken; one without it (an empty value counts as none) is an API
 * client holding no session cookie, so there is nothing to check.
 */
export async function enforceCsrf(request: FastifyRequest, reply: FastifyReply) {
  const cookie = readCookie(request.headers.cookie, csrfCookieName)
  if (!cookie) return
  const header = request.headers[csrfHeaderName.toLowerCase()]
  if (typeof header === 'string' && sameToken(cookie, header)) return
  return reply.code(403).send(detail(csrfFailure))
}

// Constant time, as Django's constant_time_compare.
function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
