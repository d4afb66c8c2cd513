/** @jest-environment node */
// The site's same-origin proxy (server/endpoints/provider-proxy/) in front of this stand-in, whose
// faults (hostile ones included: faults/hostile.ts) play a provider that misbehaves.
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'

import { createApp } from '../../server/app'
import { providerAnswerPolicy } from '../../server/endpoints/provider-proxy/provider-proxy'
import { createFixtureSite } from '../../server/test-support/fixture-site'
import { createProviderApp } from './app'

const number = '5511987654321'

/** The stand-in provider, with its fault injection, recording what reaches it. */
let provider: FastifyInstance
let received: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = []
let app: FastifyInstance
let siteUrl: string
let providerOrigin: string
let logLines: string[] = []
let cleanup: () => void
let publicDir: string

function siteApp(overrides: Record<string, unknown> = {}) {
  return createApp({
    publicDir,
    config: { apiUrl: '/provider', providerOrigin, ...overrides },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString())
          done()
        },
      }),
    },
  })
}

beforeAll(async () => {
  provider = createProviderApp({ faults: true })
  await provider.listen({ port: 0, host: '127.0.0.1' })
  // Every request that reaches the provider's socket, faulted or not.
  provider.server.on('request', (request: http.IncomingMessage) => {
    received.push({ method: request.method!, url: request.url!, headers: request.headers })
  })
  providerOrigin = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
  const site = createFixtureSite()
  cleanup = site.cleanup
  publicDir = site.publicDir
  app = siteApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  siteUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
  await provider.close()
  cleanup()
})
beforeEach(async () => {
  received = []
  logLines = []
  await provider.inject({ method: 'DELETE', url: '/__faults' })
})

/** The provider answers its next `method path` call with `fault` (stand-ins/provider-api/faults/). */
async function arm(method: string, path: string, fault: string, times = 1) {
  const armed = await provider.inject({
    method: 'POST',
    url: '/__faults',
    payload: { method, path, fault, times },
  })
  expect(armed.statusCode).toBe(201)
}

async function signIn(): Promise<string> {
  const response = await fetch(`${siteUrl}/provider/auth/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo-password' }),
  })
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: { access_token: string } }
  return data.access_token
}

/** One raw request, exactly as written (no client normalises the path or headers). */
function rawRequest(head: string): Promise<string> {
  const { port } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`${head}\r\nconnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()))
    socket.on('error', reject)
    socket.setTimeout(3000, () => socket.destroy(new Error(`${head} timed out`)))
  })
}

/** A verify call through a site whose provider answers `answer` (no stand-in behind it). */
async function verifyAnswered(answer: Response) {
  const site = createApp({
    publicDir,
    config: { apiUrl: '/provider', providerOrigin, fetch: async () => answer },
  })
  const response = await site.inject({ url: '/provider/auth/v1/verify' })
  await site.close()
  return response
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])

function expectSiteHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe(providerAnswerPolicy)
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('cache-control')).toBe('no-store')
}

describe('the four calls the site makes', () => {
  it('signs in, verifies, fetches the consultant and signs out through the site', async () => {
    const token = await signIn()
    const verify = await fetch(`${siteUrl}/provider/auth/v1/verify`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(verify.status).toBe(200)
    expectSiteHeaders(verify)
    const consultant = await fetch(`${siteUrl}/provider/api/consultant/${number}`)
    expect(consultant.status).toBe(200)
    expect(await consultant.json()).toMatchObject({ data: { whatsapp_number: number } })
    const plus = await fetch(`${siteUrl}/provider/api/consultant/%2B${number}`)
    expect(plus.status).toBe(404) // the provider's own answer: forwarded, and no such number
    const signOut = await fetch(`${siteUrl}/provider/auth/v1/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'any' }),
    })
    expect(signOut.status).toBe(200)
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /auth/v1/signin',
      'GET /auth/v1/verify',
      `GET /api/consultant/${number}`,
      `GET /api/consultant/%2B${number}`,
      'POST /auth/v1/signout',
    ])
  })

  it("passes the provider's 401 with its WWW-Authenticate, and drops the query string", async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/verify?format=api`)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"')
    expect(received.map(({ url }) => url)).toEqual(['/auth/v1/verify'])
  })
})

describe('an allow-list of paths and methods', () => {
  it.each([
    '/provider',
    '/provider/',
    '/provider/admin/login/?next=/admin/',
    '/provider/__faults',
    '/provider/auth/v1/csrf',
    '/provider/steal.js',
    '/provider/auth/v1/signin/',
    '/provider/AUTH/v1/verify',
    '/provider/%61uth/v1/verify',
    '/provider/auth/v1/verify%00',
    '/provider/api/consultant/',
    '/provider/api/consultant/abc',
    `/provider/api/consultant/${number}/x`,
    `/provider/api/consultant/${number}%2F..%2F..%2Fadmin`,
  ])('answers %s with the site’s JSON 404, reaching nobody', async (path) => {
    const response = await fetch(`${siteUrl}${path}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not Found' })
    expect(received).toEqual([])
  })

  it.each([
    '/provider/../api/health',
    '/provider/%2e%2e/auth/v1/verify',
    '/provider/..%2fauth/v1/verify',
    '/provider//evil.example/auth/v1/verify',
    '/provider/%5c%5cevil.example/x',
    '/provider\\..\\x',
    '/providerx/auth/v1/verify',
  ])('answers the spelling %s with 404, reaching nobody', async (path) => {
    expect(statusOf(await rawRequest(`GET ${path} HTTP/1.1\r\nhost: localhost`))).toBe(404)
    expect(received).toEqual([])
  })

  it.each(['GET http://evil.example/provider/auth/v1/verify HTTP/1.1', 'GET * HTTP/1.1'])(
    'is no open proxy: %s reaches nobody',
    async (line) => {
      expect(statusOf(await rawRequest(`${line}\r\nhost: evil.example`))).toBeGreaterThanOrEqual(
        400,
      )
      expect(received).toEqual([])
    },
  )

  it.each([
    ['GET', '/auth/v1/signin', 'POST'],
    ['PUT', '/auth/v1/signin', 'POST'],
    ['HEAD', '/auth/v1/verify', 'GET'],
    ['POST', '/auth/v1/verify', 'GET'],
    ['DELETE', `/api/consultant/${number}`, 'GET'],
    ['OPTIONS', '/auth/v1/signout', 'POST'],
  ])('answers %s %s with 405 and Allow: %s, reaching nobody', async (method, path, allow) => {
    const response = await fetch(`${siteUrl}/provider${path}`, { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(received).toEqual([])
  })

  it('refuses bodies the provider would not take, reaching nobody', async () => {
    const post = (type: string, body: string) =>
      fetch(`${siteUrl}/provider/auth/v1/signin`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }).then((response) => response.status)
    expect(await post('application/json', JSON.stringify({ username: 'x'.repeat(20_000) }))).toBe(
      413,
    )
    expect(await post('text/plain', 'username=demo')).toBe(415)
    expect(await post('application/x-www-form-urlencoded', 'username=demo')).toBe(415)
    expect(await post('application/json', '{"username": ')).toBe(400)
    expect(received).toEqual([])
  })
})

describe('calls from another site', () => {
  it.each([
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'https://evil.example' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ origin: 'null' }],
  ])('refuses a POST with %j with 403, reaching nobody', async (headers) => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ refresh_token: 'any' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Forbidden' })
    expect(received).toEqual([])
  })

  it('forwards a POST whose Origin is the host it was sent to (the site under another name)', async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({ refresh_token: 'any' }),
    })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
  })

  it("forwards a POST from the site's own pages", async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:9000',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ refresh_token: 'any' }),
    })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
  })
})

describe('the provider’s cookies and challenges passed on', () => {
  it('keeps a deletion a deletion (a negative Max-Age)', async () => {
    const response = await verifyAnswered(
      new Response('{}', {
        headers: { 'content-type': 'application/json', 'set-cookie': 'sessionid=old; Max-Age=-1' },
      }),
    )
    expect(response.headers['set-cookie']).toEqual(['sessionid=old; Max-Age=0; Path=/provider'])
  })

  it('passes no WWW-Authenticate that would open a password prompt on the site', async () => {
    const response = await verifyAnswered(
      new Response('{}', {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Basic realm="x"' },
      }),
    )
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBeUndefined()
  })

  it('forwards nothing for a consultant path in another letter case', async () => {
    const response = await fetch(`${siteUrl}/provider/API/CONSULTANT/${number}`)
    expect(response.status).toBe(404)
    expect(received).toEqual([])
  })
})

describe('request headers on an allow-list', () => {
  it("sends what the client sends, the provider's cookies only, and its own client address", async () => {
    const spoofed = [
      'true-client-ip: 6.6.6.6',
      'x-client-ip: 6.6.6.6',
      'cf-connecting-ip: 6.6.6.6',
      'x-real-ip: 6.6.6.6',
      'x-forwarded-for: 6.6.6.6',
      'x-forwarded-host: evil.example',
      'x-forwarded-proto: https',
      'x-forwarded-prefix: /admin',
      'x-forwarded-port: 1',
      'x-forwarded-server: evil.example',
      'forwarded: for=6.6.6.6;host=evil.example',
      'x-original-url: /admin/',
      'x-rewrite-url: /admin/',
      'x-http-method-override: DELETE',
      'x-provider-fault: status=500',
      'proxy-authorization: Basic eA==',
      'origin: http://evil.example',
      'referer: http://evil.example/',
    ]
    const answer = await rawRequest(
      [
        'GET /provider/auth/v1/verify HTTP/1.1',
        'host: evil.example',
        'authorization: Bearer token',
        'accept: application/json',
        'accept-language: pt-BR',
        'user-agent: test-browser',
        'x-csrftoken: abc',
        'cookie: csrftoken=abc; editor-sign-in=state; sessionid=s1; _ga=tracking',
        ...spoofed,
      ].join('\r\n'),
    )
    expect(statusOf(answer)).toBe(401)
    const [{ headers }] = received as [(typeof received)[number]]
    expect(headers).toMatchObject({
      host: new URL(providerOrigin).host,
      authorization: 'Bearer token',
      accept: 'application/json',
      'accept-language': 'pt-BR',
      'user-agent': 'test-browser',
      'x-csrftoken': 'abc',
      cookie: 'csrftoken=abc; sessionid=s1',
      'x-forwarded-for': '127.0.0.1',
    })
    for (const line of spoofed) {
      const name = line.split(':')[0]!
      if (name !== 'x-forwarded-for') expect(headers[name]).toBeUndefined()
    }
  })
})

describe('a hostile provider: the site’s headers win', () => {
  it.each([
    ['page', 'an HTML page with its own CSP and COOP'],
    ['json-page', 'an HTML page labelled JSON'],
    ['script', 'a script'],
    ['redirect', 'a redirect to another site'],
  ])('turns %s (%s) into a 502 with a JSON reason', async (kind) => {
    await arm('GET', '/auth/v1/verify', `hostile=${kind}`)
    const response = await fetch(`${siteUrl}/provider/auth/v1/verify`, { redirect: 'manual' })
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.json()).toMatchObject({ error: 'Bad Gateway' })
    expectSiteHeaders(response)
    expect(received).toHaveLength(1)
  })

  it('drops Refresh, Clear-Site-Data, Location, CORS, framing and its CSP from a JSON answer', async () => {
    await arm('GET', '/auth/v1/verify', 'hostile=headers')
    const response = await fetch(`${siteUrl}/provider/auth/v1/verify`)
    expect(response.status).toBe(200)
    for (const name of [
      'refresh',
      'clear-site-data',
      'location',
      'access-control-allow-origin',
      'link',
    ]) {
      expect(response.headers.get(name)).toBeNull()
    }
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expectSiteHeaders(response)
  })

  it('passes only the provider’s own cookies, host-only and scoped to its path', async () => {
    await arm('GET', '/auth/v1/verify', 'hostile=cookies')
    const response = await fetch(`${siteUrl}/provider/auth/v1/verify`)
    expect(response.headers.getSetCookie()).toEqual([
      'csrftoken=hostileCsrfTokenFromTheProvider0123; Path=/; SameSite=Lax',
      'sessionid=hostile-session; Secure; HttpOnly; Path=/provider; SameSite=None',
    ])
  })

  it('marks every passed cookie Secure when the site is on https', async () => {
    const secureSite = siteApp({ siteOrigin: 'https://www.firm.example' })
    await arm('GET', '/auth/v1/verify', 'hostile=cookies')
    const response = await secureSite.inject({ url: '/provider/auth/v1/verify' })
    await secureSite.close()
    const cookies = [response.headers['set-cookie']].flat()
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/)
  })

  it('passes a 503 once, with its Retry-After, and never retries it', async () => {
    await arm('GET', '/auth/v1/verify', 'status=503; body=json', 5)
    const response = await fetch(`${siteUrl}/provider/auth/v1/verify`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    await provider.inject({ method: 'DELETE', url: '/__faults' })
    await arm('GET', '/auth/v1/verify', 'status=503', 5)
    const html = await fetch(`${siteUrl}/provider/auth/v1/verify`)
    expect(html.status).toBe(502)
    expect(received).toHaveLength(2)
  })

  it('answers 504 when the body trickles past the time limit', async () => {
    const quick = createApp({
      publicDir,
      config: {
        provider: {
          path: '/provider',
          providerOrigin,
          cookieNames: ['csrftoken'],
          siteOrigin: 'http://localhost:9000',
          timeoutMs: 1_500,
        },
      },
    })
    await arm('GET', '/auth/v1/verify', 'hostile=trickle')
    const started = Date.now()
    const response = await quick.inject({ url: '/provider/auth/v1/verify' })
    expect(response.statusCode).toBe(504)
    expect(Date.now() - started).toBeLessThan(5_000)
    await arm('GET', '/auth/v1/verify', 'hang')
    expect((await quick.inject({ url: '/provider/auth/v1/verify' })).statusCode).toBe(504)
    await quick.close()
    expect(received).toHaveLength(2)
  })

  it('answers 502 at once when the provider cannot be reached', async () => {
    const offline = siteApp({ providerOrigin: 'http://127.0.0.1:1' })
    const response = await offline.inject({ url: '/provider/auth/v1/verify' })
    await offline.close()
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ error: 'Bad Gateway' })
  })

  it('answers 502 to an answer larger than any the provider sends', async () => {
    const response = await verifyAnswered(
      new Response(`{"data": "${'x'.repeat(2 * 1024 * 1024)}"}`, {
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(response.statusCode).toBe(502)
  })
})

describe('logs', () => {
  it('name each call without the consultant’s number, also when it fails or is refused', async () => {
    await fetch(`${siteUrl}/provider/api/consultant/${number}`)
    await fetch(`${siteUrl}/provider/api/consultant/${number}/x`)
    await fetch(`${siteUrl}/provider/api/consultant/${number}?x=1`, { method: 'POST' })
    await arm('GET', `/api/consultant/${number}`, 'hostile=page')
    await fetch(`${siteUrl}/provider/api/consultant/${number}`)
    const log = logLines.join('')
    expect(log).toContain('"provider":"GET /api/consultant/:number"')
    expect(log).toContain('"reason":"not-json"')
    expect(log).not.toContain(number)
  })
})
