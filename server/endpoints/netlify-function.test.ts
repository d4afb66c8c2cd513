/** @jest-environment node */
import logoutFunction from '../functions/logout'
import monitoringFunction from '../functions/monitoring'
import { maxBodyBytes } from '../app'
import { securityHeaders } from '../../hosting-policy/security-headers'
import { startFakeIngest, type FakeIngest } from '../test-support/fake-ingest'

const site = 'https://site.example'
let ingest: FakeIngest
let dsn: string

beforeAll(async () => {
  ingest = await startFakeIngest()
  dsn = `http://key@${new URL(ingest.origin).host}/7`
  // The functions read their configuration on first use, as on the CDN.
  process.env.GATSBY_SITE_URL = site
  process.env.GATSBY_SENTRY_DSN = dsn
})
afterAll(async () => {
  delete process.env.GATSBY_SITE_URL
  delete process.env.GATSBY_SENTRY_DSN
  await ingest.close()
})

describe('server/functions (Netlify Functions)', () => {
  it('answers POST /api/logout like the server, with the security headers', async () => {
    const response = await logoutFunction(
      new Request(`${site}/.netlify/functions/logout`, {
        method: 'POST',
        headers: { origin: site, cookie: 'a=1; b=2' },
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('clear-site-data')).toBe('"storage"')
    expect(response.headers.getSetCookie()).toEqual([
      'a=; Path=/; Max-Age=0',
      'b=; Path=/; Max-Age=0',
    ])
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

  it("forwards an envelope with the client's IP from the function context", async () => {
    const body = `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`
    const response = await monitoringFunction(
      new Request(`${site}/.netlify/functions/monitoring`, { method: 'POST', body }),
      { ip: '198.51.100.4' },
    )
    expect(response.status).toBe(200)
    expect(ingest.received.at(-1)?.body.toString()).toBe(body)
    expect(ingest.received.at(-1)?.headers['x-forwarded-for']).toBe('198.51.100.4')
  })

  it('answers PUT with 405 and a body over the limit with 413, forwarding nothing', async () => {
    const before = ingest.received.length
    const put = await monitoringFunction(new Request(`${site}/monitoring`, { method: 'PUT' }))
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
    const huge = await monitoringFunction(
      new Request(`${site}/monitoring`, { method: 'POST', body: Buffer.alloc(maxBodyBytes + 1) }),
    )
    expect(huge.status).toBe(413)
    expect(ingest.received.length).toBe(before)
  })
})
