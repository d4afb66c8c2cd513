import type { FastifyInstance, FastifyReply } from 'fastify'

import { securityHeaders } from '../hosting-policy/security-headers'

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
  // The editor's page and its sign-in window set a looser opener policy of their own (hosting-policy/admin.ts).
  const openerPolicy = reply.getHeader('cross-origin-opener-policy')
  reply.headers(securityHeaders)
  if (typeof openerPolicy === 'string') reply.header('cross-origin-opener-policy', openerPolicy)
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', defaultPolicy)
  }
  reply.removeHeader('access-control-allow-origin')
}
