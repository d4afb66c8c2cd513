/** @jest-environment node */
import { Readable } from 'node:stream'

import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { securityHeaders } from '../../hosting-policy/security-headers'
import { closedPort, startFakeIngest, type FakeIngest } from '../test-support/fake-ingest'
import { createFixtureSite } from '../test-support/fixture-site'
import { keepAliveClient } from '../test-support/http-client'
import { maxBodyBytes as maxEnvelopeBytes } from '../app'
import { maxEnvelopeHeaderBytes } from './envelope-header'

let ingest: FakeIngest
let site: ReturnType<typeof createFixtureSite>
const apps: FastifyInstance[] = []

beforeAll(async () => {
  ingest = await startFakeIngest()
  site = createFixtureSite()
})
afterAll(async () => {
  await ingest.close()
  site.cleanup()
})
beforeEach(() => {
  ingest.received.length = 0
  ingest.behave({ kind: 'answer' })
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** The production server with the tunnel configured for `sentryDsn`. */
function serverFor(
  sentryDsn: string | undefined,
  upstreamTimeoutMs = 2_000,
  more: { monitoringRateLimit?: number; maxConcurrentTunnelRequests?: number } = {},
): FastifyInstance {
  const app = createApp({
    publicDir: site.publicDir,
    config: { sentryDsn, upstreamTimeoutMs, ...more },
  })
  apps.push(app)
  return app
}

const ourDsn = () => `http://public-key@${new URL(ingest.origin).host}/42`

/** An envelope as the browser SDK sends it, with a binary item (replay) that is not UTF-8. */
function envelope(dsn: string): Buffer {
  const binary = Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x80, 0x7b, 0x0a])
  return Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: 'a1', dsn, sent_at: '2026-11-01T00:00:00Z' })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: binary.length })}\n`),
    binary,
    Buffer.from('\n'),
  ])
}

function post(app: FastifyInstance, payload: Buffer | string | Readable, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/monitoring',
    remoteAddress: '203.0.113.7',
    headers: { 'content-type': 'application/x-sentry-envelope', ...headers },
    payload,
  })
}

describe('POST /monitoring', () => {
  it("forwards an envelope for our project, byte for byte, to the DSN's ingest URL", async () => {
    const body = envelope(ourDsn())
    const response = await post(serverFor(ourDsn()), body, { cookie: 'session=1' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
    expect(ingest.received).toHaveLength(1)
    const [forwarded] = ingest.received
    expect(forwarded?.method).toBe('POST')
    expect(forwarded?.url).toBe('/api/42/envelope/')
    expect(forwarded?.body.equals(body)).toBe(true)
    expect(forwarded?.headers['content-type']).toBe('application/x-sentry-envelope')
    expect(forwarded?.headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(forwarded?.headers.cookie).toBeUndefined()
  })

  it('accepts our project under another public key, and whatever content type the SDK sent', async () => {
    const otherKey = `http://rotated-key@${new URL(ingest.origin).host}/42`
    const response = await post(serverFor(ourDsn()), envelope(otherKey), {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(response.statusCode).toBe(200)
    expect(ingest.received).toHaveLength(1)
  })

  it('never sends anything to the host an envelope names', async () => {
    const app = serverFor(ourDsn())
    // Same project id on another host, and our host with another project.
    for (const foreign of [
      'http://public-key@evil.example/42',
      `http://public-key@${new URL(ingest.origin).host}/43`,
      'not a dsn',
    ]) {
      const response = await post(app, envelope(foreign))
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'DSN not allowed' })
    }
    expect(ingest.received).toHaveLength(0)
  })

  it.each([
    ['an empty body', ''],
    ['text that is not an envelope', 'hello\nworld'],
    ['a header that is not an object', '["dsn"]\n{}'],
    ['a header without a DSN', '{"event_id":"a1"}\n{"type":"event"}\n{}'],
    ['a binary first line', Buffer.from([0xff, 0xfe, 0x7b, 0x7d, 0x0a])],
  ])('answers 400 to %s and forwards nothing', async (_kind, payload) => {
    const response = await post(serverFor(ourDsn()), payload)
    expect(response.statusCode).toBe(400)
    expect(ingest.received).toHaveLength(0)
  })

  it('answers GET and other methods with 405 and Allow: POST', async () => {
    const app = serverFor(ourDsn())
    for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS', 'TRACE', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/monitoring' })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('POST')
    }
    expect(ingest.received).toHaveLength(0)
  })

  it(`refuses an envelope over ${maxEnvelopeBytes} bytes with 413, declared or streamed`, async () => {
    const app = serverFor(ourDsn())
    const oversize = Buffer.concat([envelope(ourDsn()), Buffer.alloc(maxEnvelopeBytes, 97)])
    expect((await post(app, oversize)).statusCode).toBe(413)
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, 97))
    const streamed = await post(app, Readable.from([envelope(ourDsn()), ...chunks]))
    expect(streamed.statusCode).toBe(413)
    expect(ingest.received).toHaveLength(0)
  })

  it("answers with Sentry's status and rate limits, never its body", async () => {
    ingest.behave({
      kind: 'answer',
      status: 429,
      headers: { 'retry-after': '60', 'x-sentry-rate-limits': '60:error:organization' },
    })
    const response = await post(serverFor(ourDsn()), envelope(ourDsn()))
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('60')
    expect(response.headers['x-sentry-rate-limits']).toBe('60:error:organization')
    expect(response.body).not.toContain('secret-upstream-body')
  })

  it('answers 502 when the ingest is down', async () => {
    const down = `http://public-key@127.0.0.1:${await closedPort()}/42`
    const response = await post(serverFor(down), envelope(down))
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({ error: 'Bad Gateway' })
  })

  it('answers 502 when the ingest answers something that is not HTTP', async () => {
    ingest.behave({ kind: 'garbage' })
    const response = await post(serverFor(ourDsn()), envelope(ourDsn()))
    expect(response.statusCode).toBe(502)
  })

  it('answers 502 when the ingest redirects, without following', async () => {
    ingest.behave({ kind: 'answer', status: 302, headers: { location: 'http://evil.example/' } })
    const response = await post(serverFor(ourDsn()), envelope(ourDsn()))
    expect(response.statusCode).toBe(502)
    expect(ingest.received).toHaveLength(1)
  })

  it('gives up on an ingest that does not answer, and keeps serving', async () => {
    ingest.behave({ kind: 'hang' })
    const app = serverFor(ourDsn(), 200)
    const started = performance.now()
    const response = await post(app, envelope(ourDsn()))
    expect(response.statusCode).toBe(502)
    expect(performance.now() - started).toBeLessThan(1_500)
    ingest.behave({ kind: 'answer' })
    expect((await post(app, envelope(ourDsn()))).statusCode).toBe(200)
  })

  it('answers 404 and forwards nothing when no DSN is configured', async () => {
    const response = await post(serverFor(undefined), envelope(ourDsn()))
    expect(response.statusCode).toBe(404)
    expect(ingest.received).toHaveLength(0)
  })

  it('refuses to start with a DSN that is not one', async () => {
    await expect(serverFor('https://o1.ingest.sentry.io/42').ready()).rejects.toThrow(
      /GATSBY_SENTRY_DSN must be a Sentry DSN/,
    )
  })

  it(`refuses an envelope header line over ${maxEnvelopeHeaderBytes} bytes before parsing it`, async () => {
    const app = serverFor(ourDsn())
    // A deeply nested JSON header of ~1 MiB would block the event loop while parsed.
    const nested = `{"dsn":"${ourDsn()}","x":${'['.repeat(400_000)}${']'.repeat(400_000)}}`
    const response = await post(app, `${nested}\n{"type":"event"}\n{}`)
    expect(response.statusCode).toBe(400)
    const justUnder = `{"dsn":"${ourDsn()}","pad":"${'p'.repeat(maxEnvelopeHeaderBytes - 200)}"}`
    expect((await post(app, `${justUnder}\n{}\n{}`)).statusCode).toBe(200)
    expect(ingest.received).toHaveLength(1)
  })

  it('takes 60 envelopes a minute from one client, then answers 429 with Retry-After', async () => {
    const app = serverFor(ourDsn())
    for (let sent = 0; sent < 60; sent += 1) {
      expect((await post(app, envelope(ourDsn()))).statusCode).toBe(200)
    }
    const refused = await post(app, envelope(ourDsn()))
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(ingest.received).toHaveLength(60)
    const otherClient = await app.inject({
      method: 'POST',
      url: '/monitoring',
      remoteAddress: '198.51.100.9',
      payload: envelope(ourDsn()),
    })
    expect(otherClient.statusCode).toBe(200)
  })

  it('caps the tunnel requests in flight; the rest get 503 with Retry-After', async () => {
    ingest.behave({ kind: 'hang' })
    const app = serverFor(ourDsn(), 1_000, { maxConcurrentTunnelRequests: 2 })
    const answers = await Promise.all([1, 2, 3].map(() => post(app, envelope(ourDsn()))))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([502, 502, 503])
    expect(answers.find((answer) => answer.statusCode === 503)?.headers['retry-after']).toBe('5')
    ingest.behave({ kind: 'answer' })
    expect((await post(app, envelope(ourDsn()))).statusCode).toBe(200)
  })

  it.each([
    '/api/../monitoring',
    '/api/%2e%2e/monitoring',
    '/api/%2E%2E/monitoring',
    '/./monitoring',
  ])('answers %s with 404 and forwards nothing', async (url) => {
    // Over a socket: inject would resolve the dot segments before the server saw them.
    const app = serverFor(ourDsn())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const client = keepAliveClient(app.server)
    try {
      const response = await client.request('POST', url, { body: envelope(ourDsn()) })
      expect(response.status).toBe(404)
      expect(ingest.received).toHaveLength(0)
    } finally {
      client.close()
    }
  })

  it('answers with the security headers and no-store, whatever the outcome', async () => {
    const app = serverFor(ourDsn())
    for (const response of [
      await post(app, envelope(ourDsn())),
      await post(app, envelope('http://k@evil.example/42')),
    ]) {
      expect(response.headers).toMatchObject(securityHeaders)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    }
  })
})
