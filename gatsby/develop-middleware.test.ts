/** @jest-environment node */
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createDevelopMiddleware, type DevelopMiddleware } from './develop-middleware'
import { keepAliveClient } from '../server/test-support/http-client'

/** Express calls middleware the same way: (req, res, next); `next` here plays "the rest of Gatsby". */
async function serve(middleware: DevelopMiddleware) {
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

let server: Awaited<ReturnType<typeof serve>>
beforeAll(async () => {
  server = await serve(createDevelopMiddleware())
})
afterAll(() => server.close())

describe('developMiddleware', () => {
  it('answers /api/health with the production routes', async () => {
    const response = await server.request('GET', '/api/health')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('accepts a logout from the develop site, and only from it', async () => {
    const fromDevelop = await server.request('POST', '/api/logout', {
      headers: { origin: 'http://localhost:8000' },
    })
    expect(fromDevelop.status).toBe(200)
    const fromElsewhere = await server.request('POST', '/api/logout', {
      headers: { origin: 'https://evil.example' },
    })
    expect(fromElsewhere.status).toBe(403)
  })

  it('answers /monitoring with 404 when no DSN is configured', async () => {
    const response = await server.request('POST', '/monitoring', { body: '{}\n{}' })
    expect(response.status).toBe(404)
  })

  it('leaves every other path, other /api/ paths included, to Gatsby', async () => {
    for (const path of ['/', '/en/qatrading/faq/', '/api/gatsby-function', '/api/health/x']) {
      const response = await server.request('GET', path)
      expect(response.body).toBe('gatsby')
    }
  })
})

describe('where `gatsby develop` mounts it, as installed (gatsby/dist/utils/start-server.js)', () => {
  // Gatsby documents `developMiddleware`, not where it runs (docs/performance.md#framework-internals-we-lean-on):
  // the endpoints and /admin/ must come before Gatsby's trailing-slash redirects, its copy of
  // public/, its Functions' /api/* (set up in onCreateDevServer) and its catch-all page route.
  const startServer = readFileSync(
    path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist/utils/start-server.js'),
    'utf8',
  )
  const at = (code: string) => {
    const index = startServer.indexOf(code)
    expect([code, index > -1]).toEqual([code, true])
    return index
  }

  it('calls the site’s developMiddleware with its Express app before its own routes', () => {
    const mounted = at('    developMiddleware(app);\n')
    for (const later of [
      'app.use((0, _expressMiddlewares.configureTrailingSlash)(',
      'app.use((0, _developStatic.developStatic)(`public`',
      'await (0, _apiRunnerNode.default)(`onCreateDevServer`',
      'app.get(`*`, async (req, res, next) => {',
    ])
      expect([later, at(later) > mounted]).toEqual([later, true])
    expect(startServer.match(/developMiddleware\(app\)/g)).toHaveLength(1)
  })
})
