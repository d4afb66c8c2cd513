import { STATUS_CODES } from 'node:http'

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { noStore } from './static/cache-control'
import { applySecurityHeaders } from './security-headers'

/** Fastify's own errors (handler bugs, …) without their messages, which may leak internals. */
export function answerErrorsPlainly(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(STATUS_CODES[status] ?? 'Error')
  })
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%`) is answered before any hook
 * runs, so this sets the security headers itself.
 */
export function answerBadUrls(defaultPolicy: string) {
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply, defaultPolicy)
    return reply
      .code(400)
      .header('cache-control', noStore)
      .type('text/plain; charset=utf-8')
      .send('Bad Request')
  }
}
