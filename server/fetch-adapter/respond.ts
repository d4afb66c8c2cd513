import type { IncomingMessage } from 'node:http'

import { dispatch, jsonError } from '../handlers/dispatch'
import type { RequestContext, Route } from '../handlers/route'
import { maxRequestBodyBytes } from './limited-body'
import { requestUrl, toFetchRequest } from './to-fetch-request'

/**
 * The route table's answer to a Node request. The body limit is enforced here, for every handler:
 * a declared length over it is refused unread; a longer stream fails mid-way and becomes a 413
 * whatever the handler made of the error.
 */
export async function respondFromRoutes(
  routes: readonly Route[],
  incoming: IncomingMessage,
  onError: (error: unknown) => void,
  context: RequestContext = { ip: clientIp(incoming.socket.remoteAddress) },
): Promise<Response> {
  if (Number(incoming.headers['content-length']) > maxRequestBodyBytes) return payloadTooLarge()
  const url = requestUrl(incoming)
  if (url === null) return jsonError(400, 'Bad Request')

  const { request, bodyExceededLimit } = toFetchRequest(incoming, url)
  try {
    const response = await dispatch(routes, request, context)
    if (!bodyExceededLimit()) return response
    await response.body?.cancel()
  } catch (error) {
    if (!bodyExceededLimit()) {
      onError(error)
      return jsonError(500, 'Internal Server Error')
    }
  } finally {
    // A body nobody read (a 405, a handler that ignores it) would stall the next request on this
    // keep-alive connection: drop it. Handlers read the body before answering; they must not
    // answer with `request.body` itself.
    if (request.body && !request.body.locked) request.body.cancel().catch(() => undefined)
  }
  return payloadTooLarge()
}

function payloadTooLarge(): Response {
  // Close the connection: the rest of the body is not read, so the socket cannot be reused.
  return jsonError(413, 'Payload Too Large', { connection: 'close' })
}

/** The client's address as people write it: `::ffff:203.0.113.7` is the IPv4 `203.0.113.7`. */
export function clientIp(address: string | undefined): string | undefined {
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}
