/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import logoutFunction from '../functions/logout'
import monitoringFunction from '../functions/monitoring'
import { securityHeaders } from '../security-headers'
import { startFakeIngest, type FakeIngest } from '../test-support/fake-ingest'
import { asFunction } from './as-function'
import { maxEnvelopeBytes } from './monitoring'
import { createRouteTable } from './route-table'

let ingest: FakeIngest
beforeAll(async () => {
  ingest = await startFakeIngest()
})
afterAll(() => ingest.close())

const site = 'https://site.example'

describe('server/functions (Netlify Functions)', () => {
  it('answers POST /api/logout like the server, with the security headers', async () => {
    const response = await logoutFunction(
      new Request(`${site}/.netlify/functions/logout`, {
        method: 'POST',
        headers: { origin: site, cookie: 'a=1' },
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('clear-site-data')).toBe('"storage"')
    expect(response.headers.getSetCookie()).toEqual(['a=; Path=/; Max-Age=0'])
    expect(response.headers.get('cache-control')).toBe('no-store')
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(response.headers.get(name)).toBe(value)
    }
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('refuses another method or another site', async () => {
    const get = await logoutFunction(new Request(`${site}/api/logout`))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const crossSite = await logoutFunction(
      new Request(`${site}/api/logout`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
    )
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves the tunnel at /monitoring, POST only', async () => {
    const response = await monitoringFunction(new Request(`${site}/monitoring`))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers 404 at /monitoring when no DSN is configured', async () => {
    const tunnel = asFunction(createRouteTable({ sentryDsn: undefined }), '/monitoring')
    const response = await tunnel(new Request(`${site}/monitoring`, { method: 'POST', body: '{}' }))
    expect(response.status).toBe(404)
  })

  it("forwards an envelope with the client's IP from the function context", async () => {
    const dsn = `http://key@${new URL(ingest.origin).host}/7`
    const tunnel = asFunction(createRouteTable({ sentryDsn: dsn }), '/monitoring')
    const body = `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`
    const response = await tunnel(
      new Request(`${site}/.netlify/functions/monitoring`, { method: 'POST', body }),
      { ip: '198.51.100.4' },
    )
    expect(response.status).toBe(200)
    expect(ingest.received.at(-1)?.body.toString()).toBe(body)
    expect(ingest.received.at(-1)?.headers['x-forwarded-for']).toBe('198.51.100.4')
  })

  it('caps the envelope itself where no server limits the body', async () => {
    const dsn = `http://key@${new URL(ingest.origin).host}/7`
    const tunnel = asFunction(createRouteTable({ sentryDsn: dsn }), '/monitoring')
    const before = ingest.received.length
    const chunk = new Uint8Array(64 * 1024)
    let sent = 0
    // A stream of unknown length: only counting while reading can stop it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > maxEnvelopeBytes) controller.close()
        else controller.enqueue(chunk)
        sent += chunk.byteLength
      },
    })
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, duplex: 'half' }
    const response = await tunnel(new Request(`${site}/monitoring`, init))
    expect(response.status).toBe(413)
    expect(ingest.received.length).toBe(before)
  })

  it('hides a handler bug behind a plain 500', async () => {
    const broken = asFunction(
      [
        {
          method: 'GET',
          path: '/x',
          handler: async () => {
            throw new Error('secret')
          },
        },
      ],
      '/x',
    )
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await broken(new Request(`${site}/x`))
    spy.mockRestore()
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('secret')
  })

  it('bundle without npm packages: only relative imports and node: built-ins', () => {
    const functionsDir = path.join(__dirname, '..', 'functions')
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      for (const [, typeOnly, specifier = ''] of source.matchAll(
        /^import\s+(type\s)?[^'"]*?['"]([^'"]+)['"]/gm,
      )) {
        if (typeOnly) continue
        if (specifier.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`)
        else expect(specifier).toMatch(/^node:/)
      }
    }
    for (const entry of readdirSync(functionsDir)) visit(path.join(functionsDir, entry))
    expect(seen.size).toBeGreaterThan(5)
  })
})
