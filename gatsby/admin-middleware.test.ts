/** @jest-environment node */
import http from 'node:http'
import { once } from 'node:events'

import { adminContentSecurityPolicy } from '../hosting-policy/admin'
import { createAdminMiddleware, localBackendOrigin } from './admin-middleware'
import { keepAliveClient } from '../server/test-support/http-client'

/** `next` plays the rest of Gatsby. The files are stand-ins: bundling Decap is not under test. */
async function serve() {
  const middleware = createAdminMiddleware({
    rootDir: __dirname,
    siteUrl: 'http://localhost:8000',
    files: [
      { name: 'index.html', contents: async () => '<!doctype html>' },
      { name: 'decap-cms.js', contents: async () => 'window.CMS = {}' },
    ],
  })
  const server = http.createServer((request, response) =>
    middleware(request, response, () => response.writeHead(418).end('gatsby')),
  )
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
  server = await serve()
})
afterAll(() => server.close())

describe('the content editor in gatsby develop', () => {
  it("serves its page with the editor's policy, which lets it reach the local backend", async () => {
    const response = await server.request('GET', '/admin/')
    expect(response.status).toBe(200)
    expect(response.body).toBe('<!doctype html>')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(
      adminContentSecurityPolicy({ connectOrigins: [localBackendOrigin] }),
    )
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('serves its scripts, out of search engines too', async () => {
    const response = await server.request('GET', '/admin/decap-cms.js')
    expect(response.body).toBe('window.CMS = {}')
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('adds the trailing slash', async () => {
    const response = await server.request('GET', '/admin')
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/admin/')
  })

  it('leaves unknown files, other methods and every other path to Gatsby', async () => {
    for (const [method, path] of [
      ['GET', '/admin/missing.js'],
      ['GET', '/admin/../package.json'],
      ['POST', '/admin/'],
      ['GET', '/'],
      ['GET', '/administration/'],
    ] as const) {
      const response = await server.request(method, path)
      expect([path, response.status]).toEqual([path, 418])
    }
  })
})
