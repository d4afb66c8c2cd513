/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import {
  createTestProvider,
  demoLogin,
  demoWhatsappNumber,
  listen,
  siteOrigin,
} from '../test-support/provider'

let app: FastifyInstance
beforeEach(() => {
  app = createTestProvider()
})
afterEach(() => app.close())

const signInWithFault = (fault?: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/signin',
    payload: demoLogin,
    headers: fault ? { 'x-provider-fault': fault } : {},
  })
const arm = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__faults', payload })

describe('faults per request (X-Provider-Fault)', () => {
  it('delays the normal answer', async () => {
    const started = Date.now()
    const response = await signInWithFault('delay=150')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(response.statusCode).toBe(200)
  })

  it('forces a status with a DRF body below 500', async () => {
    const response = await signInWithFault('status=401')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('forces a 403 with the CSRF message the site maps', async () => {
    const response = await signInWithFault('status=403')
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' })
  })

  it('forces a status with an HTML page from 500', async () => {
    const response = await signInWithFault('status=500')
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<h1>Server Error (500)</h1>')
  })

  it('lets the body kind be chosen', async () => {
    const response = await signInWithFault('status=503; body=json')
    expect(response.json()).toEqual({ detail: 'Service Unavailable.' })
  })

  it('answers an HTML page with 200', async () => {
    const response = await signInWithFault('html')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(() => response.json()).toThrow()
  })

  it('answers a malformed JSON body with 200', async () => {
    const response = await signInWithFault('malformed')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(() => JSON.parse(response.body)).toThrow(SyntaxError)
  })

  it('answers sign-in data without an access token', async () => {
    const response = await signInWithFault('missing-token')
    expect(response.statusCode).toBe(200)
    const { data } = response.json<{ data: Record<string, string> }>()
    expect(data).not.toHaveProperty('access_token')
    expect(data).toMatchObject({
      whatsapp_number: demoWhatsappNumber,
      refresh_token: expect.any(String),
    })
  })

  it('answers 400 naming the problem in a bad header', async () => {
    const response = await signInWithFault('explode')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'X-Provider-Fault: unknown fault "explode"' })
  })

  it('is ignored when faults are off', async () => {
    await app.close()
    app = createTestProvider({ faults: false })
    expect((await signInWithFault('status=500')).statusCode).toBe(200)
  })
})

describe('faults per test (/__faults)', () => {
  it('arms a fault for the next N calls of a method and path only', async () => {
    const armed = await arm({
      method: 'post',
      path: '/auth/v1/signin',
      fault: 'status=500',
      times: 2,
    })
    expect(armed.statusCode).toBe(201)
    expect(armed.json()).toEqual({
      data: { method: 'POST', path: '/auth/v1/signin', fault: 'status=500', remaining: 2 },
    })
    expect((await app.inject({ method: 'GET', url: '/auth/v1/verify' })).statusCode).toBe(401)
    expect((await signInWithFault()).statusCode).toBe(500)
    expect((await signInWithFault()).statusCode).toBe(500)
    expect((await signInWithFault()).statusCode).toBe(200)
  })

  it('matches any method or path with *', async () => {
    await arm({ method: '*', path: '*', fault: 'status=502' })
    expect((await app.inject({ method: 'GET', url: '/api/consultant/1' })).statusCode).toBe(502)
  })

  it('uses armed faults in order and lists what remains', async () => {
    await arm({ method: 'POST', path: '/auth/v1/signin', fault: 'status=401' })
    await arm({ method: 'POST', path: '/auth/v1/signin', fault: 'missing-token' })
    expect((await signInWithFault()).statusCode).toBe(401)
    const listed = await app.inject({ method: 'GET', url: '/__faults' })
    expect(listed.json()).toEqual({
      data: [{ method: 'POST', path: '/auth/v1/signin', fault: 'missing-token', remaining: 1 }],
    })
  })

  it('lets the header win and keeps the armed fault for the next call', async () => {
    await arm({ method: 'POST', path: '/auth/v1/signin', fault: 'status=500' })
    expect((await signInWithFault('status=404')).statusCode).toBe(404)
    expect((await signInWithFault()).statusCode).toBe(500)
  })

  it('clears every armed fault on DELETE', async () => {
    await arm({ method: 'POST', path: '/auth/v1/signin', fault: 'status=500', times: 5 })
    expect((await app.inject({ method: 'DELETE', url: '/__faults' })).statusCode).toBe(204)
    expect((await signInWithFault()).statusCode).toBe(200)
  })

  it('is neither faulted nor CSRF-checked itself', async () => {
    await arm({ method: '*', path: '*', fault: 'status=500' })
    const response = await app.inject({
      method: 'GET',
      url: '/__faults',
      headers: { cookie: 'csrftoken=abc' },
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    [{ path: '/x', fault: 'drop' }, 'method must be an HTTP method or "*"'],
    [{ method: 'GET', path: 'x', fault: 'drop' }, 'path must start with "/" or be "*"'],
    [{ method: 'GET', path: '/x' }, 'fault must be a string such as "status=500"'],
    [{ method: 'GET', path: '/x', fault: 'drop', times: 0 }, 'times must be a whole number from 1'],
    [{ method: 'GET', path: '/x', fault: 'boom' }, 'fault: unknown fault "boom"'],
  ])('answers 400 for %j', async (payload, problem) => {
    const response = await arm(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: problem })
  })

  it('does not exist when faults are off', async () => {
    await app.close()
    app = createTestProvider({ faults: false })
    expect((await arm({ method: '*', path: '*', fault: 'drop' })).statusCode).toBe(404)
  })
})

describe('faults on a real socket', () => {
  it('drops the connection without an answer', async () => {
    const baseUrl = await listen(app)
    await expect(
      fetch(`${baseUrl}/auth/v1/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-provider-fault': 'drop' },
        body: JSON.stringify(demoLogin),
      }),
    ).rejects.toThrow('fetch failed')
  })

  it('hangs until the client gives up, and still lets the provider close at once', async () => {
    const baseUrl = await listen(app)
    await arm({ method: 'GET', path: '/auth/v1/verify', fault: 'hang' })
    const hung = fetch(`${baseUrl}/auth/v1/verify`, { signal: AbortSignal.timeout(300) })
    await expect(hung).rejects.toThrow(/timeout|aborted/i)

    // A second hung call, still open when the provider closes.
    const pending = fetch(`${baseUrl}/auth/v1/verify`, {
      headers: { 'x-provider-fault': 'hang', origin: siteOrigin },
    }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await app.close()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await pending).toEqual(expect.objectContaining({ message: 'fetch failed' }))
  })

  it('lets the provider close at once during a long delay', async () => {
    const baseUrl = await listen(app)
    const pending = fetch(`${baseUrl}/auth/v1/verify`, {
      headers: { 'x-provider-fault': 'delay=60000' },
    }).then(
      (response) => response.status,
      (error: unknown) => error,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await app.close()
    expect(Date.now() - started).toBeLessThan(1_000)
    // Settles at once, answered or cut off, instead of after 60 s.
    await pending
  })
})
