import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

import { limitedBody } from './limited-body'

export interface AdaptedRequest {
  request: Request
  bodyExceededLimit(): boolean
}

/** A Fetch Request for a Node request, body streamed (not buffered) and capped. */
export function toFetchRequest(incoming: IncomingMessage, url: URL): AdaptedRequest {
  const method = incoming.method ?? 'GET'
  const headers = toHeaders(incoming.headers)
  if (method === 'GET' || method === 'HEAD') {
    return { request: new Request(url, { method, headers }), bodyExceededLimit: () => false }
  }
  const body = limitedBody(incoming)
  // `duplex: 'half'` is required by Node's fetch for stream bodies; DOM typings lack it.
  const init: RequestInit & { duplex: 'half' } = {
    method,
    headers,
    body: body.stream,
    duplex: 'half',
  }
  return { request: new Request(url, init), bodyExceededLimit: body.exceededLimit }
}

/** The URL as the client addressed it; null when the Host header cannot form one. */
export function requestUrl(incoming: IncomingMessage): URL | null {
  const protocol = (incoming.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'
  const host = incoming.headers.host ?? 'localhost'
  const base = `${protocol}://${host}`
  return URL.canParse(incoming.url ?? '/', base) ? new URL(incoming.url ?? '/', base) : null
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    // HTTP/2 pseudo-headers (`:path`) are not headers in the Fetch sense.
    if (value === undefined || name.startsWith(':')) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}
