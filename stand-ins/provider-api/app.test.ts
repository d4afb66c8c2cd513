/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { createTestProvider, siteOrigin } from './test-support/provider'

let app: FastifyInstance
beforeEach(() => {
  app = createTestProvider()
})
afterEach(() => app.close())

describe('the provider app', () => {
  it.each([
    ['POST', '/api/v1/auth/v1/signin'],
    ['POST', '/auth/v1/signin/'],
    ['GET', '/'],
    ['GET', '/api/consultant/'],
    ['GET', '/auth/v1/refresh'],
  ])('answers %s %s with a JSON 404, so a wrong base URL is told apart', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: siteOrigin },
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ detail: 'Not found.' })
    expect(response.headers['access-control-allow-origin']).toBe(siteOrigin)
  })

  it('answers a URL the router cannot decode with a JSON 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/consultant/%' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'Malformed request.' })
  })

  it('answers a crash with Django’s HTML 500 page, without the error message', async () => {
    app.get('/boom', async () => {
      throw new Error('secret internals')
    })
    const response = await app.inject({ method: 'GET', url: '/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('Server Error (500)')
    expect(response.body).not.toContain('secret internals')
  })

  it('reads the default seed when given no accounts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signin',
      payload: { username: 'trainee', password: 'demo-password-min' },
    })
    expect(response.statusCode).toBe(200)
  })
})
