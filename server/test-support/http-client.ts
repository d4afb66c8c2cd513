import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PlainResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * Requests over one keep-alive connection (fetch pools connections invisibly), with a timeout so
 * a stalled connection fails the test instead of hanging it.
 */
export function keepAliveClient(server: http.Server) {
  const { port } = server.address() as AddressInfo
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const request = (
    method: string,
    path: string,
    { body, headers = {} }: { body?: Buffer | string; headers?: http.OutgoingHttpHeaders } = {},
  ) =>
    new Promise<PlainResponse>((resolve, reject) => {
      const outgoing = http.request(
        { host: '127.0.0.1', port, method, path, agent, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.setTimeout(3000, () => outgoing.destroy(new Error(`${method} ${path} timed out`)))
      outgoing.end(body)
    })
  return { request, close: () => agent.destroy() }
}
