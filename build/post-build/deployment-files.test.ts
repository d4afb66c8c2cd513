/** @jest-environment node */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createApp } from '../app'
import { buildScriptHashManifest } from '../csp/script-hash-manifest'
import { siteOrigins } from '../csp/site-origins'
import { securityHeaders } from '../security-headers'
import { immutable, revalidate } from '../static/cache-control'
import { createFixtureSite, hashedScript, hashedStyles } from '../test-support/fixture-site'
import {
  follow,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  route,
  type HeaderRule,
  type RedirectRule,
} from '../test-support/netlify-rules'
import { writeDeploymentFiles } from './deployment-files'
import { functionRoutes } from './netlify-redirects'
import { walkFiles } from './walk-files'

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

let publicDir: string
let cleanup: () => void
let headerRules: HeaderRule[]
let redirectRules: RedirectRule[]
let redirectsText: string
let files: Set<string>

beforeAll(async () => {
  ;({ publicDir, cleanup } = createFixtureSite())
  const manifest = await buildScriptHashManifest(publicDir)
  const origins = siteOrigins({
    apiUrl: 'https://api.example.com/v1/',
    analyticsSrc: 'https://stats.example/js/script.js',
  })
  await writeDeploymentFiles(publicDir, manifest, origins)
  headerRules = parseHeadersFile(readFileSync(path.join(publicDir, '_headers'), 'utf8'))
  redirectsText = readFileSync(path.join(publicDir, '_redirects'), 'utf8')
  redirectRules = parseRedirectsFile(redirectsText)
  files = new Set()
  for await (const file of walkFiles(publicDir)) files.add(file)
})
afterAll(() => cleanup())

const single = (headers: Map<string, string[]>, name: string) => {
  const values = headers.get(name) ?? []
  expect(values).toHaveLength(1)
  return values[0] ?? ''
}

describe('_headers', () => {
  const servedPaths = [
    '/',
    '/index.html',
    '/en/',
    '/en/qatrading/faq/',
    '/pt-PT/404/',
    '/404.html',
    `/${hashedScript}`,
    `/${hashedStyles}`,
    '/sw.js',
    '/robots.txt',
    '/static/0a1b2c/logo.png',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
  ]

  it.each(servedPaths)(
    '%s gets the security headers, one CSP and one Cache-Control',
    (requestPath) => {
      const headers = headersFor(headerRules, requestPath)
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(headers.get(name)).toEqual([value])
      }
      const policy = single(headers, 'content-security-policy')
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("connect-src 'self' https://api.example.com https://stats.example;")
      expect(policy).toContain("worker-src 'self' blob:")
      expect(policy).toMatch(/script-src 'self' https:\/\/stats\.example[^;]*;/)
      expect(policy).not.toMatch(/script-src[^;]*unsafe/)
      single(headers, 'cache-control')
    },
  )

  it("gives each page its own inline-script hashes and nothing else's", () => {
    const en = single(headersFor(headerRules, '/en/'), 'content-security-policy')
    expect(en).toContain(sha256('window.pagePath="/en/"'))
    expect(en).not.toContain(sha256('window.pagePath="/"'))
    const home = single(headersFor(headerRules, '/'), 'content-security-policy')
    expect(home).toContain(sha256('window.pagePath="/"'))
    const asset = single(headersFor(headerRules, '/sw.js'), 'content-security-policy')
    expect(asset).not.toContain('sha256-')
  })

  it('caches hashed assets for a year and revalidates pages and page-data', () => {
    const cacheControl = (requestPath: string) =>
      single(headersFor(headerRules, requestPath), 'cache-control')
    expect(cacheControl(`/${hashedScript}`)).toBe(immutable)
    expect(cacheControl(`/${hashedStyles}`)).toBe(immutable)
    expect(cacheControl('/static/0a1b2c/logo.png')).toBe(immutable)
    for (const requestPath of [
      '/',
      '/en/qatrading/faq/',
      '/page-data/index/page-data.json',
      '/sw.js',
    ]) {
      expect(cacheControl(requestPath)).toBe(revalidate)
    }
  })

  it('lists no hidden file, precompressed sibling or host file', () => {
    const paths = headerRules.map((rule) => rule.path)
    expect(paths).not.toContain('/.env')
    expect(paths).not.toContain('/.csp-script-hashes.json')
    expect(paths).not.toContain(`/${hashedScript}.br`)
    expect(paths).not.toContain('/_redirects')
  })
})

describe('_redirects', () => {
  it.each(Object.entries(functionRoutes))(
    'routes %s to the %s function, which serves that path',
    (endpoint, name) => {
      expect(route(redirectRules, files, endpoint)).toEqual({
        status: 200,
        target: `/.netlify/functions/${name}`,
      })
      const entry = path.join(__dirname, '..', 'functions', `${name}.ts`)
      expect(existsSync(entry)).toBe(true)
      expect(readFileSync(entry, 'utf8')).toContain(`'${endpoint}')`)
    },
  )

  it.each([
    ['/en/qatrading/faq', ['/en/qatrading/faq/']],
    ['/en', ['/en/']],
    ['/pt-pt/qatrading/faq/', ['/pt-PT/qatrading/faq/']],
    ['/PT-PT/', ['/pt-PT/']],
    ['/pt-pt/qatrading/faq', ['/pt-PT/qatrading/faq', '/pt-PT/qatrading/faq/']],
    ['/EN', ['/en/']],
    ['/pt-BR/qatrading/faq/', ['/qatrading/faq/']],
    ['/pt-br', ['/']],
  ])('redirects %s to %j', (from, targets) => {
    const { hops, outcome } = follow(redirectRules, files, from)
    expect(hops.slice(1)).toEqual(targets)
    expect(outcome.status).toBe(200)
  })

  it.each([
    ['/en/missing/', '/en/404/index.html'],
    ['/pt-PT/missing/', '/pt-PT/404/index.html'],
    ['/es/missing/', '/404.html'],
    ['/missing/', '/404.html'],
    ['/api/health', '/404.html'],
  ])('answers %s with the 404 page %s', (requestPath, page) => {
    expect(route(redirectRules, files, requestPath)).toEqual({ status: 404, target: page })
  })

  it('puts the catch-all 404 last', () => {
    const lines = redirectsText.trim().split('\n')
    expect(lines.at(-1)).toBe('/*  /404.html  404')
    expect(redirectRules.filter((rule) => rule.from === '/*')).toHaveLength(1)
  })

  it.each([false, true])(
    'never loops, even with case-insensitive matching (%s)',
    (caseInsensitive) => {
      const paths = [
        '/pt-PT/missing/',
        '/pt-PT/missing',
        '/en/missing',
        '/EN/missing/',
        '/pt-pt',
        '/pt-BR/',
        '/en/qatrading/faq',
        '/missing',
      ]
      for (const requestPath of paths) {
        const { outcome } = follow(redirectRules, files, requestPath, { caseInsensitive })
        expect([200, 404]).toContain(outcome.status)
      }
    },
  )
})

it('the production server does not serve the host files', async () => {
  const app = createApp({ publicDir })
  try {
    for (const url of ['/_headers', '/_redirects']) {
      expect((await app.inject({ url })).statusCode).toBe(404)
    }
  } finally {
    await app.close()
  }
})
