/** @jest-environment node */
import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { createFixtureSite, hashedScript, hashedStyles } from '../test-support/fixture-site'
import { immutable, revalidate } from '../../hosting-policy/cache-control'

let app: FastifyInstance
let cleanup: () => void

beforeAll(() => {
  const site = createFixtureSite()
  cleanup = site.cleanup
  app = createApp({ publicDir: site.publicDir })
})
afterAll(async () => {
  await app.close()
  cleanup()
})

describe('Cache-Control', () => {
  it.each([
    ['/static/ files', '/static/0a1b2c/logo.png'],
    ['content-hashed JS', `/${hashedScript}`],
    ['content-hashed CSS', `/${hashedStyles}`],
  ])('keeps %s for a year', async (_kind, url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe(immutable)
  })

  it.each([
    ['the home page', '/'],
    ['a locale page', '/en/qatrading/faq/'],
    ['page-data', '/page-data/index/page-data.json'],
    ['app-data.json', '/page-data/app-data.json'],
    ['the service worker', '/sw.js'],
    ['an unhashed file', '/robots.txt'],
  ])('revalidates %s on every use', async (_kind, url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe(revalidate)
  })

  it('never marks a 404 under /static/ immutable', async () => {
    const response = await app.inject({ url: '/static/0a1b2c/missing.png' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['cache-control']).toBe(revalidate)
  })
})

describe('conditional requests', () => {
  it('sends ETag and Last-Modified, and 304 for a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/en/' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers['last-modified']).toBeDefined()

    const again = await app.inject({ url: '/en/', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe(revalidate)
  })

  it('answers 200 when the ETag no longer matches', async () => {
    const response = await app.inject({ url: '/en/', headers: { 'if-none-match': 'W/"old"' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Home</h1>')
  })

  it('honours If-Modified-Since', async () => {
    const first = await app.inject({ url: '/sw.js' })
    const lastModified = first.headers['last-modified'] as string
    const since = await app.inject({
      url: '/sw.js',
      headers: { 'if-modified-since': lastModified },
    })
    expect(since.statusCode).toBe(304)
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    const older = await app.inject({ url: '/sw.js', headers: { 'if-modified-since': before } })
    expect(older.statusCode).toBe(200)
  })

  it('never turns a 404 page into a 304', async () => {
    const response = await app.inject({ url: '/en/missing/', headers: { 'if-none-match': '*' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers.etag).toBeUndefined()
  })
})
