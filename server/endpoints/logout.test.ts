/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { securityHeaders } from '../../hosting-policy/security-headers'
import { createFixtureSite } from '../test-support/fixture-site'
import { cookieNames } from './logout'

const host = 'site.example'
let app: FastifyInstance
let cleanup: () => void

beforeAll(() => {
  const site = createFixtureSite()
  cleanup = site.cleanup
  app = createApp({ publicDir: site.publicDir, config: { siteOrigin: `https://${host}` } })
})
afterAll(async () => {
  await app.close()
  cleanup()
})

function logout(headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') {
  return app.inject({ method, url: '/api/logout', headers: { host, ...headers } })
}

describe('POST /api/logout', () => {
  it('clears the site storage and expires every cookie the request carries', async () => {
    const response = await logout({
      origin: `https://${host}`,
      'sec-fetch-site': 'same-origin',
      cookie: 'csrftoken=abc; theme=dark; __Host-session=x',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ ok: true })
    expect(response.headers['clear-site-data']).toBe('"storage"')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['set-cookie']).toEqual([
      'csrftoken=; Path=/; Max-Age=0',
      'theme=; Path=/; Max-Age=0',
      '__Host-session=; Path=/; Max-Age=0; Secure',
    ])
    expect(response.headers).toMatchObject(securityHeaders)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers the same again, and sets no cookie when none is sent', async () => {
    for (let call = 0; call < 2; call += 1) {
      const response = await logout({ origin: `https://${host}` })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('accepts a same-origin request whose Origin was stripped', async () => {
    const response = await logout({ 'sec-fetch-site': 'same-origin' })
    expect(response.statusCode).toBe(200)
  })

  it('compares scheme and port too', async () => {
    expect((await logout({ origin: `http://${host}` })).statusCode).toBe(403)
    expect((await logout({ origin: `https://${host}:8443` })).statusCode).toBe(403)
  })

  it('accepts the public origin behind a proxy that rewrites Host, and only that', async () => {
    const behindProxy = await logout({ host: '10.0.0.7:9000', origin: `https://${host}` })
    expect(behindProxy.statusCode).toBe(200)
    const hostOnly = await logout({ host: 'evil.example', origin: 'https://evil.example' })
    expect(hostOnly.statusCode).toBe(403)
  })

  it.each(['TRACE', 'PUT', 'DELETE'] as const)(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const response = await app.inject({
        method,
        url: '/api/logout',
        headers: { origin: `https://${host}` },
      })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('POST')
      expect(response.headers).toMatchObject(securityHeaders)
    },
  )

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: `https://${host}.evil.example` }],
    ['a sandboxed frame', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site' }],
    [
      'a cross-site fetch with a forged Origin',
      { origin: `https://${host}`, 'sec-fetch-site': 'cross-site' },
    ],
    ['a client that says nothing', {}],
  ])('refuses %s with 403 and clears nothing', async (_kind, headers) => {
    const response = await logout({ ...headers, cookie: 'csrftoken=abc' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'Forbidden' })
    expect(response.headers['clear-site-data']).toBeUndefined()
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await logout({ origin: `https://${host}` }, 'GET')
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('POST')
    expect(response.headers['clear-site-data']).toBeUndefined()
  })
})

it('expires at most 50 cookies, however many a forged header names', async () => {
  const cookie = Array.from({ length: 2_000 }, (_, index) => `c${index}=1`).join('; ')
  const response = await logout({ origin: `https://${host}`, cookie })
  expect(response.statusCode).toBe(200)
  expect(response.headers['set-cookie']).toHaveLength(50)
})

describe('cookieNames', () => {
  it('reads each name once and skips what no server could have set', () => {
    expect(cookieNames(' a=1;b=2; a=3 ;=x; bad name=1; c; d=; e=a=b')).toEqual(['a', 'b', 'd', 'e'])
    expect(cookieNames(undefined)).toEqual([])
  })
})

describe('POST /api/logout in same-origin mode', () => {
  it("also expires the provider's cookies under its path, which the browser never sends here", async () => {
    const site = createFixtureSite()
    const sameOrigin = createApp({
      publicDir: site.publicDir,
      config: {
        siteOrigin: `https://${host}`,
        apiUrl: '/provider',
        providerOrigin: 'https://api.provider.example',
      },
    })
    const response = await sameOrigin.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host, origin: `https://${host}`, 'sec-fetch-site': 'same-origin' },
    })
    await sameOrigin.close()
    site.cleanup()
    expect(response.headers['set-cookie']).toEqual([
      'csrftoken=; Path=/provider; Max-Age=0',
      'sessionid=; Path=/provider; Max-Age=0',
    ])
  })
})
