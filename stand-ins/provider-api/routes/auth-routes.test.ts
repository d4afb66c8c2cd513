/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import {
  createTestProvider,
  demoLogin,
  demoWhatsappNumber,
  signIn,
  type SignInData,
} from '../test-support/provider'

const minute = 60_000
let time: number
let app: FastifyInstance

beforeEach(() => {
  time = Date.UTC(2026, 0, 1)
  app = createTestProvider({ now: () => time })
})
afterEach(() => app.close())

const verify = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/auth/v1/verify',
    headers: authorization === undefined ? {} : { authorization },
  })
const signOut = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/auth/v1/signout', payload: payload as object })

describe('POST /auth/v1/signin', () => {
  it('answers the tokens and WhatsApp number under data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      payload: demoLogin,
    })
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{ data: SignInData }>()
    expect(Object.keys(data).sort()).toEqual(['access_token', 'refresh_token', 'whatsapp_number'])
    expect(data.whatsapp_number).toBe(demoWhatsappNumber)
    expect(data.access_token).not.toBe(data.refresh_token)
  })

  it('signs in every seeded consultant with their own number', async () => {
    const data = await signIn(app, { username: 'yuki.tanaka', password: 'demo-password-ja' })
    expect(data.whatsapp_number).toBe('819012345678')
  })

  it.each([
    ['a wrong password', { username: 'demo', password: 'wrong' }],
    ['an unknown username', { username: 'nobody', password: 'demo-password' }],
    ['a username in another case', { username: 'DEMO', password: 'demo-password' }],
    ['no password', { username: 'demo' }],
    ['no fields', {}],
    ['fields that are not strings', { username: ['demo'], password: 1 }],
    ['a body that is no object', ['demo', 'demo-password']],
  ])('answers 400 "Invalid credentials." for %s', async (_case, payload) => {
    const response = await app.inject({ method: 'POST', url: '/auth/v1/signin', payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Invalid credentials.' })
  })

  it('answers 400 "Invalid credentials." for an empty JSON body, as DRF reads it as no data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Invalid credentials.' })
  })

  it('answers a JSON parse error for broken JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ detail: string }>().detail).toMatch(/^JSON parse error - /)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' })
  })

  it('answers 405 with Allow for another method', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/v1/signin' })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('POST, OPTIONS')
    expect(response.json()).toEqual({ detail: 'Method "GET" not allowed.' })
  })
})

describe('GET /auth/v1/verify', () => {
  it('answers 200 {} for a fresh access token', async () => {
    const { access_token } = await signIn(app)
    const response = await verify(`Bearer ${access_token}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
  })

  it('accepts the access token until 15 minutes, then answers 401 "Token has expired."', async () => {
    const { access_token } = await signIn(app)
    time += 15 * minute - 1
    expect((await verify(`Bearer ${access_token}`)).statusCode).toBe(200)
    time += 1
    const response = await verify(`Bearer ${access_token}`)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: 'Token has expired.' })
  })

  it('uses the configured access token lifetime', async () => {
    await app.close()
    app = createTestProvider({ now: () => time, accessTokenTtlMs: minute })
    const { access_token } = await signIn(app)
    time += minute
    expect((await verify(`Bearer ${access_token}`)).statusCode).toBe(401)
  })

  it.each([
    ['no header', undefined, 'Authentication credentials were not provided.'],
    ['another scheme', 'Basic ZGVtbzpkZW1v', 'Authentication credentials were not provided.'],
    ['a scheme alone', 'Bearer', 'Invalid token header. No credentials provided.'],
    [
      'spaces in the token',
      'Bearer a b',
      'Invalid token header. Token string should not contain spaces.',
    ],
    ['an unknown token', 'Bearer not-a-token', 'Invalid token.'],
  ])('answers 401 for %s, naming the Bearer scheme', async (_case, authorization, message) => {
    const response = await verify(authorization)
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"')
    expect(response.json()).toEqual({ detail: message })
  })

  it('does not accept a refresh token as an access token', async () => {
    const { refresh_token } = await signIn(app)
    expect((await verify(`Bearer ${refresh_token}`)).statusCode).toBe(401)
  })

  it('reads the scheme in any case, as DRF does', async () => {
    const { access_token } = await signIn(app)
    expect((await verify(`bearer ${access_token}`)).statusCode).toBe(200)
  })
})

describe('POST /auth/v1/signout', () => {
  it('revokes the refresh token and the access token issued with it', async () => {
    const { access_token, refresh_token } = await signIn(app)
    const response = await signOut({ refresh_token })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: 'Successfully logged out.' })
    const afterwards = await verify(`Bearer ${access_token}`)
    expect(afterwards.statusCode).toBe(401)
    expect(afterwards.json()).toEqual({ detail: 'Invalid token.' })
  })

  it('leaves other sessions signed in', async () => {
    const other = await signIn(app)
    await signOut({ refresh_token: (await signIn(app)).refresh_token })
    expect((await verify(`Bearer ${other.access_token}`)).statusCode).toBe(200)
  })

  it('is idempotent: a repeated or unknown refresh token answers 200 too', async () => {
    const { refresh_token } = await signIn(app)
    await signOut({ refresh_token })
    expect((await signOut({ refresh_token })).statusCode).toBe(200)
    expect((await signOut({ refresh_token: 'never-issued' })).statusCode).toBe(200)
  })

  it.each([
    ['no refresh_token', {}, 'This field is required.'],
    ['a null one', { refresh_token: null }, 'This field may not be null.'],
    ['a blank one', { refresh_token: '' }, 'This field may not be blank.'],
    ['one that is no string', { refresh_token: 42 }, 'Not a valid string.'],
  ])('answers 400 with a field error for %s', async (_case, payload, message) => {
    const response = await signOut(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ refresh_token: [message] })
  })
})
