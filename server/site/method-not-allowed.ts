import type { FastifyReply } from 'fastify'

/** 405 with the methods the path takes, as RFC 9110 asks. */
export function sendMethodNotAllowed(
  reply: FastifyReply,
  allowed: readonly string[],
): FastifyReply {
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .type('text/plain; charset=utf-8')
    .send('Method Not Allowed')
}
