/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { createTestProvider, demoLogin } from '../test-support/provider'

let app: FastifyInstance
beforeEach(() => {
  app = createTestProvider()
})
afterEach(() => app.close())

const token = 'A'.repeat(32)
const signInWith = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/auth/v1/signin', payload: demoLogin, headers })

describe('GET /auth/v1/csrf', () => {
  it('sets a csrftoken cookie the site can read, as Django does', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/v1/csrf' })
    expect(response.statusCode).toBe(200)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{32}; /)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('issues a new token each time for a new visitor', async () => {
    const tokens = await Promise.all(
      [1, 2].map(async () =>
        String((await app.inject({ method: 'GET', url: '/auth/v1/csrf' })).headers['set-cookie']),
      ),
    )
    expect(tokens[0]).not.toBe(tokens[1])
  })

  it('keeps a token the browser already has', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/v1/csrf',
      headers: { cookie: `csrftoken=${token}` },
    })
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^csrftoken=${token};`))
  })
})

describe('the CSRF check on POST', () => {
  it.each([
    ['the header is missing', {}],
    ['the header differs', { 'x-csrftoken': 'B'.repeat(32) }],
  ])('answers 403 when a csrftoken cookie came and %s', async (_case, headers) => {
    const response = await signInWith({ cookie: `csrftoken=${token}`, ...headers })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' })
  })

  it('passes when the header echoes the cookie', async () => {
    const response = await signInWith({
      cookie: `sessionid=x; csrftoken=${token}`,
      'x-csrftoken': token,
    })
    expect(response.statusCode).toBe(200)
  })

  it('makes no check without the cookie, as for an API-token client', async () => {
    expect((await signInWith({})).statusCode).toBe(200)
    expect((await signInWith({ 'x-csrftoken': 'anything' })).statusCode).toBe(200)
  })

  it('guards sign-out as well', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signout',
      payload: { refresh_token: 'x' },
      headers: { cookie: `csrftoken=${token}` },
    })
    expect(response.statusCode).toBe(403)
  })

  it('leaves safe methods alone', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/v1/verify',
      headers: { cookie: `csrftoken=${token}` },
    })
    expect(response.statusCode).toBe(401)
  })
})
