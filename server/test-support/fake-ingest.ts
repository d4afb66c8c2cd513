import { once } from 'node:events'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: Buffer
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
  received: ReceivedRequest[]
  behave(behaviour: IngestBehaviour): void
  close(): Promise<void>
}

/** A stand-in for Sentry's ingest on an ephemeral loopback port, recording what reaches it. */
export async function startFakeIngest(): Promise<FakeIngest> {
  const received: ReceivedRequest[] = []
  let behaviour: IngestBehaviour = { kind: 'answer' }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
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
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
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
