import type { FastifyReply } from 'fastify'

export const readMethods = ['GET', 'HEAD'] as const

export function isReadMethod(method: string): boolean {
  return (readMethods as readonly string[]).includes(method)
}

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
