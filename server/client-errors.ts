import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

import type { FastifyError, FastifyInstance } from 'fastify'

import { securityHeaders } from './security-headers'
import { noStore } from './site/cache-control'

/**
 * Fastify's `clientErrorHandler`: Node answers a request it could not read (headers over the size
 * limit: 431, not received in time: 408, malformed: 400) on the raw socket, before any hook runs.
 * This writes the same answer with the security headers, then closes the connection.
 */
export function clientErrorHandler(defaultPolicy: string) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400
    const body = STATUS_CODES[status] ?? 'Error'
    const headers = {
      ...securityHeaders,
      'content-security-policy': defaultPolicy,
      'cache-control': noStore,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${body}\r\n${lines.join('\r\n')}\r\n\r\n${body}`)
    socket.destroy()
  }
}

/** Handler bugs and library errors, answered without their messages (which may leak internals). */
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
