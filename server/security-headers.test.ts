/** @jest-environment node */
import { createHash } from 'node:crypto'
import { statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { createApp } from './app'
import { manifestFileName, type ScriptHashManifest } from './csp/script-hash-manifest'
import type { Route } from './handlers/route'
import { createRouteTable } from './handlers/route-table'
import { securityHeaders } from './security-headers'
import { createFixtureSite } from './test-support/fixture-site'

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

const careless: Route = {
  method: 'GET',
  path: '/api/careless',
  handler: async () =>
    new Response('{}', {
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'max-age=60' },
    }),
}

let app: FastifyInstance
let publicDir: string
let cleanup: () => void

beforeEach(() => {
  ;({ publicDir, cleanup } = createFixtureSite())
  app = createApp({ publicDir, apiUrl: 'https://api.example.com/v1/', routes: [careless] })
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
    ['a preflight', 'OPTIONS', '/api/careless'],
    ['an endpoint', 'GET', '/api/careless'],
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
    const response = await app.inject({ url: '/api/careless' })
    expect(response.headers['cache-control']).toBe('no-store')
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

  it("uses the build's manifest while it matches the page, and rehashes when it does not", async () => {
    const pagePath = path.join(publicDir, 'en/index.html')
    const { size, mtimeMs } = statSync(pagePath)
    const manifest: ScriptHashManifest = {
      version: 1,
      pages: { 'en/index.html': { size, mtimeMs, scriptHashes: ["'sha256-fromManifest='"] } },
    }
    writeFileSync(path.join(publicDir, manifestFileName), JSON.stringify(manifest))
    const withManifest = createApp({ publicDir })
    try {
      const fresh = await withManifest.inject({ url: '/en/' })
      expect(scriptSources(fresh.headers['content-security-policy'] as string)).toEqual([
        "'self'",
        "'sha256-fromManifest='",
      ])
      writeFileSync(pagePath, '<script>rebuilt()</script>')
      const rebuilt = await withManifest.inject({ url: '/en/' })
      expect(scriptSources(rebuilt.headers['content-security-policy'] as string)).toEqual([
        "'self'",
        sha256('rebuilt()'),
      ])
    } finally {
      await withManifest.close()
    }
  })

  it('never serves the manifest', async () => {
    writeFileSync(path.join(publicDir, manifestFileName), '{"version":1,"pages":{}}')
    expect((await app.inject({ url: `/${manifestFileName}` })).statusCode).toBe(404)
  })
})

describe('with analytics configured, on every kind of response', () => {
  let full: FastifyInstance
  beforeEach(() => {
    full = createApp({
      publicDir,
      apiUrl: 'https://api.example.com/v1/',
      analyticsSrc: 'https://stats.example/js/script.js',
      routes: createRouteTable({ sentryDsn: 'https://key@o1.ingest.sentry.io/42' }),
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
