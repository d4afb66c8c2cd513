/** @jest-environment node */
import http from 'node:http'
import { once } from 'node:events'

import { createDevelopMiddleware, developMiddleware } from './develop-middleware'
import { maxRequestBodyBytes } from './fetch-adapter/limited-body'
import { createRouteTable, routeTable } from './handlers/route-table'
import { startFakeIngest } from './test-support/fake-ingest'
import { keepAliveClient } from './test-support/http-client'
import { echoRoutes } from './test-support/test-routes'

/** Express calls middleware the same way: (req, res, next); `next` here plays "the rest of Gatsby". */
async function serve(middleware: typeof developMiddleware) {
  const server = http.createServer((request, response) => {
    middleware(request, response, (error?: unknown) => {
      response.statusCode = error ? 500 : 418
      response.end(error ? 'error' : 'gatsby')
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const client = keepAliveClient(server)
  return {
    request: client.request,
    close: async () => {
      client.close()
      server.close()
      await once(server, 'close')
    },
  }
}

describe('developMiddleware', () => {
  it('answers /api/health from the route table', async () => {
    const server = await serve(developMiddleware)
    try {
      const response = await server.request('GET', '/api/health')
      expect(response.status).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(JSON.parse(response.body)).toEqual({ status: 'ok' })
    } finally {
      await server.close()
    }
  })

  it('answers /api/logout and /monitoring from the route table', async () => {
    const server = await serve(developMiddleware)
    try {
      const logout = await server.request('POST', '/api/logout', {
        headers: { 'sec-fetch-site': 'same-origin', cookie: 'a=1' },
      })
      expect(logout.status).toBe(200)
      expect(logout.headers['clear-site-data']).toBe('"storage"')
      expect(logout.headers['set-cookie']).toEqual(['a=; Path=/; Max-Age=0'])
      const tunnel = await server.request('GET', '/monitoring')
      expect(tunnel.status).toBe(405)
      expect(tunnel.headers.allow).toBe('POST')
    } finally {
      await server.close()
    }
  })

  it("tunnels an envelope with the connection's client address", async () => {
    const ingest = await startFakeIngest()
    const dsn = `http://key@${new URL(ingest.origin).host}/5`
    const server = await serve(createDevelopMiddleware(createRouteTable({ sentryDsn: dsn })))
    try {
      const body = `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`
      const response = await server.request('POST', '/monitoring', { body })
      expect(response.status).toBe(200)
      expect(ingest.received[0]?.body.toString()).toBe(body)
      expect(ingest.received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1')
    } finally {
      await server.close()
      await ingest.close()
    }
  })

  it('leaves every other path, other /api/ paths included, to Gatsby', async () => {
    const server = await serve(developMiddleware)
    try {
      for (const path of ['/', '/en/qatrading/faq/', '/api/gatsby-function', '/api/health/x']) {
        const response = await server.request('GET', path)
        expect(response.body).toBe('gatsby')
      }
    } finally {
      await server.close()
    }
  })
})

describe('Fetch adapter over a real connection', () => {
  let server: Awaited<ReturnType<typeof serve>>
  beforeEach(async () => {
    server = await serve(createDevelopMiddleware([...routeTable, ...echoRoutes]))
  })
  afterEach(() => server.close())

  it('copies headers and streams the body to the handler', async () => {
    const response = await server.request('POST', '/api/echo', {
      body: 'x'.repeat(300_000),
      headers: { 'content-type': 'text/plain', 'x-custom': 'kept' },
    })
    expect(JSON.parse(response.body)).toMatchObject({ length: 300_000, custom: 'kept' })
  })

  it('answers 413 to a body over 1 MiB, declared or streamed, and closes the connection', async () => {
    const oversize = Buffer.alloc(maxRequestBodyBytes + 1, 97)
    const declared = await server.request('POST', '/api/echo', { body: oversize })
    expect(declared.status).toBe(413)
    expect(declared.headers.connection).toBe('close')

    const chunked = await server.request('POST', '/api/forgiving', {
      body: oversize,
      headers: { 'transfer-encoding': 'chunked' },
    })
    expect(chunked.status).toBe(413)
    expect((await server.request('GET', '/api/health')).status).toBe(200)
  })

  it('drops a body the handler ignores, so the connection serves the next request', async () => {
    const ignored = await server.request('POST', '/api/health', { body: Buffer.alloc(512 * 1024) })
    expect(ignored.status).toBe(405)
    expect(ignored.headers.allow).toBe('GET, HEAD')
    const next = await server.request('GET', '/api/health')
    expect(next.status).toBe(200)
  })
})
