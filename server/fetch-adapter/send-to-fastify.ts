import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import type { FastifyReply } from 'fastify'

import { nodeHeadersOf } from './response-headers'

/**
 * Writes a Fetch Response through Fastify (not to the raw socket), so the security-header and
 * compression hooks still apply. Fastify could send a Response itself, but @fastify/compress would
 * then compress its body and drop its status and headers.
 */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status).headers(nodeHeadersOf(response))
  if (response.body === null || reply.request.method === 'HEAD') {
    await response.body?.cancel()
    return reply.send()
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>))
}
