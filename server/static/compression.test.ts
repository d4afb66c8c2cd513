/** @jest-environment node */
import { readFileSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { createFixtureSite, hashedScript, siblingMarker } from '../test-support/fixture-site'
import { acceptedCodings } from './accept-encoding'

let app: FastifyInstance
let publicDir: string
let cleanup: () => void

beforeEach(() => {
  const site = createFixtureSite()
  ;({ publicDir, cleanup } = site)
  app = createApp({ publicDir })
})
afterEach(async () => {
  await app.close()
  cleanup()
})

const fileText = (relativePath: string) => readFileSync(path.join(publicDir, relativePath), 'utf8')

describe('precompressed siblings', () => {
  it('serves the .br sibling when brotli is accepted, in preference to gzip', async () => {
    const response = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toBe('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      fileText('index.html') + siblingMarker('br'),
    )
  })

  it('serves the .gz sibling to a gzip-only client', async () => {
    const response = await app.inject({
      url: `/${hashedScript}`,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toBe(
      fileText(hashedScript) + siblingMarker('gzip'),
    )
  })

  it('follows the client weights', async () => {
    const response = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('serves the file itself, still varying on Accept-Encoding, when nothing is accepted', async () => {
    const response = await app.inject({ url: '/' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toBe('accept-encoding')
    expect(response.body).toBe(fileText('index.html'))
  })

  it('ignores a sibling older than its file (left from an earlier build)', async () => {
    const stale = new Date(Date.now() - 3_600_000)
    utimesSync(path.join(publicDir, 'index.html.br'), stale, stale)
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fileText('index.html'))
  })

  it('answers HEAD with the headers of the sibling and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(Number(response.headers['content-length'])).toBe(
      readFileSync(path.join(publicDir, 'index.html.br')).byteLength,
    )
    expect(response.rawPayload.byteLength).toBe(0)
  })
})

describe('compression on the fly', () => {
  it('compresses a large page without siblings', async () => {
    const response = await app.inject({
      url: '/qatrading/faq/',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toBe('accept-encoding')
    expect(gunzipSync(response.rawPayload).toString()).toBe(fileText('qatrading/faq/index.html'))
  })

  it('leaves small files and images alone', async () => {
    const small = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    const image = await app.inject({
      url: '/static/0a1b2c/logo.png',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.rawPayload.byteLength).toBe(2048)
  })
})

describe('acceptedCodings', () => {
  it.each([
    ['gzip, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, *', ['gzip']],
    ['*;q=0.1, br;q=0.2', ['br', 'gzip']],
    ['identity', []],
    [undefined, []],
  ])('%s → %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected)
  })
})
