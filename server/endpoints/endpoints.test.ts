/** @jest-environment node */
import { Readable } from 'node:stream'

import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { maxRequestBodyBytes } from '../fetch-adapter/limited-body'
import { createFixtureSite } from '../test-support/fixture-site'
import { echoRoutes } from '../test-support/test-routes'
import { routeTable } from './route-table'

let app: FastifyInstance
let cleanup: () => void

beforeAll(() => {
  const site = createFixtureSite()
  cleanup = site.cleanup
  app = createApp({ publicDir: site.publicDir, routes: [...routeTable, ...echoRoutes] })
})
afterAll(async () => {
  await app.close()
  cleanup()
})

describe('/api/health', () => {
  it('answers ok as JSON, never cached', async () => {
    const response = await app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })

  it('answers other methods with 405 and Allow', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/health', payload: {} })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
  })
})

describe('route table', () => {
  it('answers unknown /api/ paths with a JSON 404, never cached', async () => {
    const response = await app.inject({ url: '/api/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('mounts endpoints outside /api/', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/outside-api',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      payload: '{"dsn":"x"}\n{}',
    })
    expect(response.statusCode).toBe(202)
    expect(response.body).toBe('{"dsn":"x"}\n{}')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('hides what went wrong inside a handler', async () => {
    const response = await app.inject({ url: '/api/broken' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'Internal Server Error' })
  })
})

describe('Fetch adapter', () => {
  it('hands the handler method, URL, headers and body, whatever the content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo?x=1',
      headers: { 'content-type': 'text/plain', 'x-custom': 'kept', host: 'site.example' },
      payload: 'hello',
    })
    expect(response.json()).toEqual({
      method: 'POST',
      url: 'http://site.example/api/echo?x=1',
      length: 5,
      contentType: 'text/plain',
      custom: 'kept',
      declaredLength: '5',
    })
  })

  it('passes a body that has no Content-Type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: Buffer.from('binary'),
      headers: { 'content-type': undefined },
    })
    expect(response.json()).toMatchObject({ length: 6, contentType: null })
  })

  it('keeps each Set-Cookie separate', async () => {
    const response = await app.inject({ url: '/api/cookies' })
    expect(response.statusCode).toBe(204)
    expect(response.headers['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
    ])
  })

  it('accepts a body of exactly 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'a'.repeat(maxRequestBodyBytes),
    })
    expect(response.json()).toMatchObject({ length: maxRequestBodyBytes })
  })

  it('refuses a declared body over 1 MiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'a'.repeat(maxRequestBodyBytes + 1),
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('streams a body of unknown length', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: Readable.from([Buffer.from('abc'), Buffer.from('def')]),
    })
    expect(response.json()).toMatchObject({ length: 6, declaredLength: null })
  })

  it('stops a streamed body at 1 MiB with 413, even when the handler swallows the error', async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, 97))
    const response = await app.inject({
      method: 'POST',
      url: '/api/forgiving',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Readable.from(chunks),
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers.connection).toBe('close')
  })
})
