/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { createTestProvider, demoLogin, siteOrigin } from '../test-support/provider'

let app: FastifyInstance
beforeEach(() => {
  app = createTestProvider()
})
afterEach(() => app.close())

const preflight = (origin: string, url = '/auth/v1/signin') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-csrftoken',
    },
  })

describe('CORS', () => {
  it.each([
    ['a sign-in', 'POST', '/auth/v1/signin', {}],
    ['a 401', 'GET', '/auth/v1/verify', {}],
    ['a 404 under a wrong base URL', 'POST', '/api/v2/auth/v1/signin', {}],
    ['an injected fault', 'POST', '/auth/v1/signin', { 'x-provider-fault': 'status=503' }],
  ])('grants the site origin with credentials on %s', async (_case, method, url, headers) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? demoLogin : undefined,
      headers: { origin: siteOrigin, ...headers },
    })
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    })
  })

  it('grants no other origin, and never *', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      payload: demoLogin,
      headers: { origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
    expect(response.headers.vary).toBe('Origin')
  })

  it('answers the site origin preflight with the methods and headers the site sends', async () => {
    const response = await preflight(siteOrigin)
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type, Authorization, X-CSRFToken, X-Provider-Fault',
    })
    expect(response.body).toBe('')
  })

  it('answers preflights on unknown paths too, so the 404 behind them can be read', async () => {
    expect((await preflight(siteOrigin, '/wrong/auth/v1/signin')).statusCode).toBe(200)
  })

  it.each(['https://evil.example', 'http://localhost:9001', 'null'])(
    'refuses the preflight of %s with 403 and no grant',
    async (origin) => {
      const response = await preflight(origin)
      expect(response.statusCode).toBe(403)
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    },
  )

  it('leaves out the fault header when faults are off', async () => {
    await app.close()
    app = createTestProvider({ faults: false })
    const response = await preflight(siteOrigin)
    expect(response.headers['access-control-allow-headers']).toBe(
      'Content-Type, Authorization, X-CSRFToken',
    )
  })

  it('answers a plain OPTIONS with the allowed methods, as DRF does', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/auth/v1/verify' })
    expect(response.statusCode).toBe(200)
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS')
  })
})
