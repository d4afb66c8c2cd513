import { createServer } from 'node:http'
import { inflateSync } from 'node:zlib'

/**
 * A stand-in for Sentry's ingest for the browser tests: accepts envelopes at
 * /api/<project>/envelope/, remembers them, and lists them at GET /received (DELETE clears).
 * Replay recordings arrive compressed; they are stored inflated, so a test can search every
 * envelope's text, replays included.
 */
const port = Number(process.env.FAKE_INGEST_PORT ?? 8798)
const received: {
  path: string
  contentType: string
  forwardedFor: string
  body: string
  itemTypes: string[]
}[] = []

/** The envelope as text: its header, and each item's header and payload (replays inflated). */
function readable(envelope: Buffer): { body: string; itemTypes: string[] } {
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

createServer((request, response) => {
  if (request.url === '/received') {
    if (request.method === 'DELETE') received.length = 0
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(received))
    return
  }
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
      const envelope = Buffer.concat(chunks)
      let text: { body: string; itemTypes: string[] }
      try {
        text = readable(envelope)
      } catch {
        text = { body: envelope.toString('latin1'), itemTypes: [] }
      }
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
        ...text,
      })
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end('{}')
      return
    }
    console.error(`fake ingest: 404 for ${request.method} ${request.url}`)
    response.writeHead(404)
    response.end()
  })
}).listen(port, '127.0.0.1', () => console.log(`Fake ingest on http://127.0.0.1:${port}/`))
