import { createServer } from 'node:http'

/**
 * A stand-in for Sentry's ingest for the browser tests: accepts envelopes at
 * /api/<project>/envelope/, remembers them, and lists them at GET /received (DELETE clears).
 */
const port = Number(process.env.FAKE_INGEST_PORT ?? 8798)
const received: { path: string; contentType: string; forwardedFor: string; body: string }[] = []

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
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
        body: Buffer.concat(chunks).toString('latin1'),
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
