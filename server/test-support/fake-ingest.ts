import { once } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { inflateSync } from 'node:zlib'

/**
 * A stand-in for Sentry's ingest, shared by the server's unit tests (in process, on an ephemeral
 * port) and the browser tests (e2e/start-fake-ingest.ts runs it on a fixed port beside the site).
 * It takes envelopes at POST /api/<project>/envelope/ and records every request that reaches it;
 * GET /received lists the envelopes as text (DELETE clears), for a test in another process.
 * Each envelope is read (replays inflated) once, as it arrives: a full browser run polls the list
 * every few seconds from many tests, and re-reading every replay per poll made the ingest slow
 * enough for the site's tunnel to time out (502) — which stops Sentry's replay for that page.
 */

export interface ReceivedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** An envelope as GET /received lists it. */
export interface ReceivedEnvelope {
  path: string
  contentType: string
  forwardedFor: string
  /** The envelope's header, and each item's header and payload, one per line; replays inflated. */
  body: string
  itemTypes: string[]
}

export type IngestBehaviour =
  /** Answers like Sentry: 200 with an event id, or the status and headers given. */
  | { kind: 'answer'; status?: number; headers?: Record<string, string> }
  /** Reads the request, never answers. */
  | { kind: 'hang' }
  /** Answers bytes that are not HTTP. */
  | { kind: 'garbage' }

export interface FakeIngest {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  /** Every request but those to /received, in arrival order. */
  received: ReceivedRequest[]
  behave(behaviour: IngestBehaviour): void
  close(): Promise<void>
}

const envelopePath = /^\/api\/\d+\/envelope\/?/

/** The envelope as text: its header, and each item's header and payload (replays inflated). */
export function readableEnvelope(envelope: Buffer): { body: string; itemTypes: string[] } {
  const lines: string[] = []
  const itemTypes: string[] = []
  let offset = 0
  const nextLine = () => {
    const end = envelope.indexOf(0x0a, offset)
    const line = envelope.subarray(offset, end === -1 ? envelope.length : end)
    offset = end === -1 ? envelope.length : end + 1
    return line
  }
  lines.push(nextLine().toString('utf8'))
  while (offset < envelope.length) {
    const headerText = nextLine().toString('utf8')
    if (headerText.trim() === '') continue
    lines.push(headerText)
    const header = JSON.parse(headerText) as { type?: string; length?: number }
    itemTypes.push(header.type ?? '')
    let payload: Buffer
    if (typeof header.length === 'number') {
      payload = envelope.subarray(offset, offset + header.length)
      offset += header.length + 1
    } else payload = nextLine()
    lines.push(header.type === 'replay_recording' ? replayText(payload) : payload.toString('utf8'))
  }
  return { body: lines.join('\n'), itemTypes }
}

/** `{"segment_id":n}\n` then the rrweb events, deflated unless the SDK's worker was unavailable. */
function replayText(payload: Buffer): string {
  const end = payload.indexOf(0x0a)
  const [head, data] = [payload.subarray(0, end), payload.subarray(end + 1)]
  try {
    return `${head.toString('utf8')}\n${inflateSync(data).toString('utf8')}`
  } catch {
    return payload.toString('utf8')
  }
}

function asReceivedEnvelope(request: ReceivedRequest): ReceivedEnvelope {
  let text: { body: string; itemTypes: string[] }
  try {
    text = readableEnvelope(request.body)
  } catch {
    text = { body: request.body.toString('latin1'), itemTypes: [] }
  }
  return {
    path: request.url,
    contentType: request.headers['content-type'] ?? '',
    forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
    ...text,
  }
}

const isEnvelope = (request: ReceivedRequest) =>
  request.method === 'POST' && envelopePath.test(request.url)

/**
 * Starts the fake on 127.0.0.1: `port` 0 (the default) takes an ephemeral one. Envelopes get the
 * current behaviour's answer; any other path a 404, logged, as a request the site should not send.
 */
export async function startFakeIngest({ port = 0 }: { port?: number } = {}): Promise<FakeIngest> {
  const received: ReceivedRequest[] = []
  /** The envelopes among them, as GET /received lists them. */
  const readable: ReceivedEnvelope[] = []
  let behaviour: IngestBehaviour = { kind: 'answer' }
  const server = http.createServer((request, response) => {
    if (request.url === '/received') {
      if (request.method === 'DELETE') received.length = readable.length = 0
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(readable))
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      }
      received.push(entry)
      if (isEnvelope(entry)) readable.push(asReceivedEnvelope(entry))
      else {
        console.error(`fake ingest: 404 for ${entry.method} ${entry.url}`)
        response.writeHead(404)
        response.end()
        return
      }
      if (behaviour.kind === 'hang') return
      if (behaviour.kind === 'garbage') {
        request.socket.end('SENTRY?? \x00\x01 not http at all\r\n\r\n')
        return
      }
      response.writeHead(behaviour.status ?? 200, {
        'content-type': 'application/json',
        ...behaviour.headers,
      })
      response.end('{"id":"secret-upstream-body"}')
    })
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    behave: (next) => {
      behaviour = next
    },
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

/** A loopback port nothing listens on: connections are refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  await once(server, 'close')
  return port
}
