import type { FastifyInstance, FastifyReply } from 'fastify'

/** The same on every response: pages, files, redirects, errors and endpoints (docs: see README). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  // Legacy twin of CSP frame-ancestors for browsers without it.
  'x-frame-options': 'DENY',
}

/**
 * On every response that goes through Fastify. `defaultPolicy` is the CSP of responses that did
 * not set their own (pages set one with their script hashes). CORS is never granted: the site and
 * its endpoints are same-origin only, so an Access-Control-Allow-Origin set by mistake is dropped.
 */
export function addSecurityHeaders(app: FastifyInstance, defaultPolicy: string): void {
  app.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    applySecurityHeaders(reply, defaultPolicy)
    return payload
  })
}

/** The same, for an answer that no hook sees (Fastify's `frameworkErrors`). */
export function applySecurityHeaders(reply: FastifyReply, defaultPolicy: string): void {
  reply.headers(securityHeaders)
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', defaultPolicy)
  }
  reply.removeHeader('access-control-allow-origin')
}
