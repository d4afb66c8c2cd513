/** @jest-environment node */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { adminContentSecurityPolicy } from '../hosting-policy/admin'
import { hashPageScripts } from '../hosting-policy/csp/page-script-hashes'
import { securityHeaders } from '../hosting-policy/security-headers'
import { immutable, revalidate } from '../hosting-policy/cache-control'
import { createFixtureSite, hashedScript } from '../server/test-support/fixture-site'
import { writeDeploymentFiles } from './deployment-files'
import { functionRoutes } from '../server/endpoints/endpoint-table'
import { netlifyRedirectsFile } from './netlify-redirects'

// How the CDN applies these files is checked on Netlify's own emulator (e2e/, `npm run
// test:deploy`); these tests read what the build wrote.

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`

let cleanup: () => void
/** `_headers` as path → header lines (lower-cased names). */
let headerRules: Map<string, Map<string, string>>
let redirects: { from: string; to: string; status: number }[]

beforeAll(async () => {
  let publicDir: string
  ;({ publicDir, cleanup } = createFixtureSite())
  await writeDeploymentFiles(publicDir, await hashPageScripts(publicDir), {
    siteUrl: 'https://www.example.com',
    apiUrl: 'https://api.example.com/v1/',
    analyticsSrc: 'https://stats.example/js/script.js',
  })
  headerRules = new Map()
  let current = new Map<string, string>()
  for (const line of readFileSync(path.join(publicDir, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) headerRules.set(line, (current = new Map()))
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line)
    if (header) current.set((header[1] ?? '').toLowerCase(), header[2] ?? '')
  }
  redirects = readFileSync(path.join(publicDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.split(/\s+/)
      return { from, to, status: Number(status) }
    })
})
afterAll(() => cleanup())

describe('_headers', () => {
  it('sets the security headers once, for every path', () => {
    expect(Object.fromEntries(headerRules.get('/*') ?? [])).toEqual(securityHeaders)
    for (const [rulePath, headers] of headerRules) {
      if (rulePath === '/*') continue
      // The editor's page alone replaces the opener policy (the next describe).
      const isAdminPage = rulePath === '/admin/' || rulePath === '/admin/index.html'
      for (const name of Object.keys(securityHeaders)) {
        if (isAdminPage && name === 'cross-origin-opener-policy') continue
        expect(headers.has(name)).toBe(false)
      }
    }
  })

  it("gives each page, 404 pages included, its own script hashes and nothing else's", () => {
    const policy = (rulePath: string) => headerRules.get(rulePath)?.get('content-security-policy')
    expect(policy('/en/')).toContain(sha256('window.pagePath="/en/"'))
    expect(policy('/en/')).not.toContain(sha256('window.pagePath="/"'))
    expect(policy('/en/404/')).toContain(sha256('window.pagePath="/en/404/"'))
    expect(policy('/404.html')).toContain(sha256('window.pagePath="/404.html"'))
    expect(policy('/sw.js')).not.toContain('sha256-')
    for (const [rulePath, headers] of headerRules) {
      const csp = headers.get('content-security-policy')
      // The content editor has a policy of its own (below).
      if (csp === undefined || rulePath === '/admin/' || rulePath === '/admin/index.html') continue
      expect(csp).toContain("connect-src 'self' https://api.example.com https://stats.example;")
      expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    }
  })

  it('caches hashed assets for a year and revalidates pages and page-data', () => {
    expect(headerRules.get(`/${hashedScript}`)?.get('cache-control')).toBe(immutable)
    expect(headerRules.get('/static/*')?.get('cache-control')).toBe(immutable)
    expect(headerRules.get('/page-data/*')?.get('cache-control')).toBe(revalidate)
    expect(headerRules.get('/en/qatrading/faq/')?.get('cache-control')).toBe(revalidate)
  })

  it('lists no hidden file, precompressed sibling or host file', () => {
    const paths = [...headerRules.keys()]
    expect(paths).not.toContain('/.env')
    expect(paths).not.toContain(`/${hashedScript}.br`)
    expect(paths).not.toContain('/_redirects')
  })
})

describe('_headers for the content editor (/admin/)', () => {
  it("gives its page the editor's own policy, and no other page that policy", () => {
    expect(headerRules.get('/admin/')?.get('content-security-policy')).toBe(
      adminContentSecurityPolicy(),
    )
    expect(headerRules.get('/admin/index.html')?.get('content-security-policy')).toBe(
      adminContentSecurityPolicy(),
    )
    for (const [rulePath, headers] of headerRules) {
      if (rulePath === '/admin/' || rulePath === '/admin/index.html') continue
      expect(headers.get('content-security-policy') ?? '').not.toContain("'unsafe-eval'")
    }
  })

  it('lets only the editor page keep the sign-in window it opens', () => {
    expect(headerRules.get('/admin/')?.get('cross-origin-opener-policy')).toBe(
      'same-origin-allow-popups',
    )
    expect(headerRules.get('/*')?.get('cross-origin-opener-policy')).toBe('same-origin')
    for (const [rulePath, headers] of headerRules) {
      if (rulePath === '/admin/' || rulePath === '/admin/index.html' || rulePath === '/*') continue
      expect(headers.has('cross-origin-opener-policy')).toBe(false)
    }
  })

  it('keeps every file of the editor out of search engines, and only those', () => {
    for (const rulePath of ['/admin/', '/admin/decap-cms.js', '/admin/config.yml']) {
      expect(headerRules.get(rulePath)?.get('x-robots-tag')).toBe('noindex, nofollow')
    }
    for (const [rulePath, headers] of headerRules) {
      if (!rulePath.startsWith('/admin/')) expect(headers.has('x-robots-tag')).toBe(false)
    }
  })
})

describe('_redirects', () => {
  it.each(Object.entries(functionRoutes))('routes %s to the %s function', (endpoint, name) => {
    expect(redirects).toContainEqual({
      from: endpoint,
      to: `/.netlify/functions/${name}`,
      status: 200,
    })
  })

  it('never redirects into a splat at the root, so no Location can start with //', () => {
    for (const { to, status } of redirects) {
      expect(to).toMatch(/^\/(?![/\\])/)
      if (status === 301) expect(to.startsWith('/:splat')).toBe(false)
    }
  })

  it('moves each pt-BR page from its /pt-BR/ spellings, and sends the rest to the 404 page', () => {
    for (const prefix of ['pt-BR', 'pt-br', 'PT-BR']) {
      expect(redirects).toContainEqual({
        from: `/${prefix}/qatrading/faq/`,
        to: '/qatrading/faq/',
        status: 301,
      })
      expect(redirects).toContainEqual({
        from: `/${prefix}/qatrading/faq`,
        to: '/qatrading/faq/',
        status: 301,
      })
      expect(redirects).toContainEqual({ from: `/${prefix}`, to: '/', status: 301 })
      expect(redirects).toContainEqual({ from: `/${prefix}/*`, to: '/404.html', status: 404 })
      // The editor's page is in the build, not in the route table: it has no locale versions.
      expect(redirects.filter(({ from }) => from.startsWith(`/${prefix}/admin`))).toEqual([])
    }
  })

  it("answers each locale's unknown paths with its own 404 page, the rest with pt-BR's, last", () => {
    expect(redirects).toContainEqual({ from: '/en/*', to: '/en/404/index.html', status: 404 })
    expect(redirects.at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404 })
  })
})

describe('_redirects in same-origin mode', () => {
  it("sends the provider's path to the provider function, never to the provider itself", () => {
    const file = netlifyRedirectsFile(new Set(['index.html']), {
      apiUrl: '/provider',
      providerOrigin: 'https://api.provider.example',
    })
    const rules = file.split('\n').filter((line) => line.startsWith('/provider'))
    expect(rules).toEqual([
      '/provider  /.netlify/functions/provider  200',
      '/provider/*  /.netlify/functions/provider  200',
    ])
    expect(file).not.toContain('api.provider.example')
    expect(existsSync(path.join(__dirname, '..', 'server', 'functions', 'provider.ts'))).toBe(true)
  })
})
