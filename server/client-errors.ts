import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

import type { FastifyError, FastifyInstance } from 'fastify'

import { securityHeaders } from '../hosting-policy/security-headers'
import { noStore } from '../hosting-policy/cache-control'
import { discardRefusedBody } from './refused-body'

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

/**
 * Handler bugs and library errors, answered without their messages (which may leak internals). A
 * body over the limit gets 413 (from Fastify's parser, before any handler), once the rest of it
 * has been read and dropped (refused-body.ts): the connection then stays as the client asked;
 * past that bound the answer closes it.
 */
export function answerErrorsPlainly(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    if (status === 413) {
      if (await discardRefusedBody(request.raw)) reply.removeHeader('connection')
      else reply.header('connection', 'close')
    }
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error' })
  })
}
