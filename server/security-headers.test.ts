/** @jest-environment node */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { createApp, maxHeaderBytes } from './app'
import { adminContentSecurityPolicy } from '../hosting-policy/admin'
import { securityHeaders } from '../hosting-policy/security-headers'
import { createFixtureSite } from './test-support/fixture-site'

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

let app: FastifyInstance
let publicDir: string
let cleanup: () => void

beforeEach(() => {
  ;({ publicDir, cleanup } = createFixtureSite())
  app = createApp({ publicDir, config: { apiUrl: 'https://api.example.com/v1/' } })
})
afterEach(async () => {
  await app.close()
  cleanup()
})

function scriptSources(policy: string | undefined): string[] {
  const directive = (policy ?? '').split('; ').find((part) => part.startsWith('script-src '))
  return directive?.split(' ').slice(1) ?? []
}

describe('security headers', () => {
  it.each([
    ['a page', 'GET', '/en/'],
    ['an asset', 'GET', '/sw.js'],
    ['a redirect', 'GET', '/en'],
    ['a 404', 'GET', '/nothing/'],
    ['a 405', 'POST', '/en/'],
    ['a preflight', 'OPTIONS', '/api/health'],
    ['an endpoint', 'GET', '/api/health'],
    ['a URL the router cannot decode', 'GET', '/%'],
  ])('are on %s, with no CORS grant', async (_kind, method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(response.headers).toMatchObject(securityHeaders)
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('never lets an endpoint be cached', async () => {
    const response = await app.inject({ url: '/api/health' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  /** A raw request over a socket: Node answers these before any Fastify hook could run. */
  async function rawAnswer(request: string): Promise<string> {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.write(request)
    await new Promise((resolve) => socket.on('close', resolve))
    return answer
  }

  it(`are on the 431 for a header over ${maxHeaderBytes} bytes`, async () => {
    const answer = await rawAnswer(
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(answer).toContain(`${name}: ${value}\r\n`)
    }
    expect(answer).toContain("frame-ancestors 'none'")
  })

  it('are on the 400 for a request that is not HTTP', async () => {
    const answer = await rawAnswer('NONSENSE\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('x-content-type-options: nosniff\r\n')
  })
})

describe('Content-Security-Policy', () => {
  it("allows exactly the page's own inline scripts", async () => {
    const response = await app.inject({ url: '/en/' })
    const sources = scriptSources(response.headers['content-security-policy'] as string)
    expect(sources).toEqual([
      "'self'",
      sha256('window.pagePath="/en/"'),
      sha256('const images = document.querySelectorAll("img")'),
    ])
    expect(sources).not.toContain("'unsafe-inline'")
  })

  it('differs per page and covers 404 pages', async () => {
    const missing = await app.inject({ url: '/en/missing/' })
    expect(scriptSources(missing.headers['content-security-policy'] as string)).toContain(
      sha256('window.pagePath="/en/404/"'),
    )
  })

  it('allows no inline script on other responses', async () => {
    const response = await app.inject({ url: '/sw.js' })
    expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual(["'self'"])
  })

  it('keeps styles inline-capable and lets the browser call the API origin', async () => {
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'] as string
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(policy).toContain("connect-src 'self' https://api.example.com;")
    expect(policy).toContain("img-src 'self' data: blob:")
    expect(policy).toContain("worker-src 'self' blob:")
    expect(policy).toContain("object-src 'none'")
  })

  it('hashes a page written after the server started', async () => {
    await app.ready()
    mkdirSync(path.join(publicDir, 'fr'))
    writeFileSync(path.join(publicDir, 'fr/index.html'), '<script>added()</script>')
    const response = await app.inject({ url: '/fr/' })
    expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      sha256('added()'),
    ])
  })
})

describe('the content editor (/admin/)', () => {
  it("gets the editor's own policy, and the site pages never get it", async () => {
    const admin = await app.inject({ url: '/admin/' })
    expect(admin.statusCode).toBe(200)
    expect(admin.headers['content-security-policy']).toBe(adminContentSecurityPolicy())
    // Its sign-in window must keep it as its opener through GitHub (hosting-policy/admin.ts).
    expect(admin.headers).toMatchObject({
      ...securityHeaders,
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    })
    for (const url of ['/', '/en/', '/en/missing/', '/sw.js']) {
      const response = await app.inject({ url })
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(response.headers['content-security-policy']).not.toContain("'unsafe-eval'")
    }
  })

  it('keeps every file of the editor out of search engines, and only those', async () => {
    for (const url of ['/admin/', '/admin/decap-cms.js', '/admin/config.yml']) {
      expect((await app.inject({ url })).headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    expect((await app.inject({ url: '/en/' })).headers['x-robots-tag']).toBeUndefined()
  })

  it('answers /admin with the trailing-slash 301, as every page folder', async () => {
    const response = await app.inject({ url: '/admin' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/admin/')
  })
})

describe('with analytics configured, on every kind of response', () => {
  let full: FastifyInstance
  beforeEach(() => {
    full = createApp({
      publicDir,
      config: {
        apiUrl: 'https://api.example.com/v1/',
        analyticsSrc: 'https://stats.example/js/script.js',
        sentryDsn: 'https://key@o1.ingest.sentry.io/42',
      },
    })
  })
  afterEach(() => full.close())

  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `))

  it.each([
    ['a page', 'GET', '/en/', 200],
    ['an asset', 'GET', '/sw.js', 200],
    ['a 404 page', 'GET', '/en/nothing/', 404],
    ['an unknown endpoint', 'GET', '/api/nothing', 404],
    ['the health check', 'GET', '/api/health', 200],
    ['a refused logout', 'POST', '/api/logout', 403],
    ['a logout', 'POST', '/api/logout', 200],
    ['a tunnel GET', 'GET', '/monitoring', 405],
    ['a tunnel TRACE', 'TRACE', '/monitoring', 405],
    ['a refused envelope', 'POST', '/monitoring', 400],
  ])('%s', async (kind, method, url, status) => {
    const response = await full.inject({
      method: method as 'GET',
      url,
      headers: kind === 'a logout' ? { 'sec-fetch-site': 'same-origin' } : {},
      payload: method === 'POST' ? 'not an envelope' : undefined,
    })
    expect(response.statusCode).toBe(status)
    expect(response.headers).toMatchObject(securityHeaders)
    const policy = response.headers['content-security-policy'] as string
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://stats.example",
    )
    const scripts = directive(policy, 'script-src') ?? ''
    expect(scripts).toMatch(/^script-src 'self' https:\/\/stats\.example(?: 'sha256-[^']+')*$/)
    expect(scripts).not.toMatch(/unsafe-(?:inline|eval)/)
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:")
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    if (url.startsWith('/api/') || url === '/monitoring') {
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  it('keeps the page hashes next to the analytics origin', async () => {
    const response = await full.inject({ url: '/en/' })
    expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual([
      "'self'",
      'https://stats.example',
      sha256('window.pagePath="/en/"'),
      sha256('const images = document.querySelectorAll("img")'),
    ])
  })
})
