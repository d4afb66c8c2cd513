import { createSocket } from 'node:dgram'

export interface FakeDns {
  /** `127.0.0.1:<port>`, for `Resolver.setServers`. */
  server: string
  /** Names asked for, in order. */
  queries: string[]
  close: () => Promise<void>
}

/**
 * A DNS server on 127.0.0.1 for tests: answers A queries for the names in `records`, NXDOMAIN for
 * any other name, or, with `silent`, never answers (a DNS server that is down).
 */
export async function startFakeDns(
  records: Record<string, string>,
  { silent = false } = {},
): Promise<FakeDns> {
  const queries: string[] = []
  const socket = createSocket('udp4')
  socket.on('message', (query, peer) => {
    const name = questionName(query)
    queries.push(name)
    if (silent) return
    const address = records[name]
    const question = query.subarray(12, 12 + encodedNameLength(query) + 4)
    const header = Buffer.alloc(12)
    query.copy(header, 0, 0, 2) // the query's id
    header.writeUInt16BE(address ? 0x8180 : 0x8183, 2) // response, recursion; NXDOMAIN without a record
    header.writeUInt16BE(1, 4) // one question
    header.writeUInt16BE(address ? 1 : 0, 6) // one answer, or none
    const answer = address
      ? Buffer.concat([
          Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4]), // the question's name, A, IN, TTL 60
          Buffer.from(address.split('.').map(Number)),
        ])
      : Buffer.alloc(0)
    socket.send(Buffer.concat([header, question, answer]), peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}

function encodedNameLength(query: Buffer): number {
  let offset = 12
  while (query[offset] !== 0 && offset < query.length) offset += (query[offset] ?? 0) + 1
  return offset - 12 + 1
}

function questionName(query: Buffer): string {
  const labels: string[] = []
  let offset = 12
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset] ?? 0
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'))
    offset += length + 1
  }
  return labels.join('.')
}
