import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'

import { securityHeaders } from '../hosting-policy/security-headers'
import { noStore } from '../hosting-policy/cache-control'

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
 * body over the limit gets 413 (from Fastify's parser, before any handler).
 */
export function answerErrorsPlainly(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    if (status === 413) discardRestOfBody(request.raw, reply)
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error' })
  })
}

/** How much of a refused body is read and dropped so the client sees the 413 (then: closed). */
export const maxDiscardedBytes = 64 * 1024 * 1024

/**
 * Fastify closes the connection after a 413 while the client may still be sending; a client
 * writing into a closed socket gets EPIPE instead of the answer. So the rest of the body is read
 * and dropped, up to a bound (and the server's request timeout), and the connection stays usable.
 */
function discardRestOfBody(body: IncomingMessage, reply: FastifyReply): void {
  reply.removeHeader('connection')
  let discarded = 0
  body.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength
    if (discarded > maxDiscardedBytes) body.socket.destroy()
  })
  body.resume()
}
