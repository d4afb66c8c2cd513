/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { createApp } from '../app'
import { createFixtureSite } from '../test-support/fixture-site'
import { keepAliveClient } from '../test-support/http-client'

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

describe('trailing slash (always)', () => {
  it.each([
    ['/en', '/en/'],
    ['/qatrading/faq?ref=mail&x=1', '/qatrading/faq/?ref=mail&x=1'],
    ['/en/qatrading/faq', '/en/qatrading/faq/'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(location)
  })

  it('redirects HEAD as well', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/en' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/en/')
  })

  it('serves files with an extension as they are', async () => {
    for (const url of ['/robots.txt', '/sw.js', '/404.html']) {
      const response = await app.inject({ url })
      expect(response.headers.location).toBeUndefined()
    }
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200)
  })

  it('does not redirect a path that is no page', async () => {
    const response = await app.inject({ url: '/en/no-such-page' })
    expect(response.statusCode).toBe(404)
  })
})

describe('locale prefix letter case', () => {
  it.each([
    ['/pt-pt/qatrading/faq/', '/pt-PT/qatrading/faq/'],
    ['/EN/', '/en/'],
    // Case and slash fixed in one hop.
    ['/pt-pt/qatrading/faq?ref=1', '/pt-PT/qatrading/faq/?ref=1'],
    ['/En', '/en/'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(location)
  })
})

describe('404', () => {
  it.each([
    ['/en/no-such-page/', 'Page not found'],
    ['/pt-PT/nada/', 'Página não encontrada PT'],
    ['/nada/', 'Página não encontrada'],
    ['/de/qatrading/faq/', 'Página não encontrada'],
    ['/static/0a1b2c/missing.png', 'Página não encontrada'],
  ])('answers %s with status 404 and the page in its locale', async (url, heading) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain(`<h1>${heading}</h1>`)
  })

  it.each(['/404/', '/404.html', '/en/404/'])(
    'answers the 404 page itself (%s) with 404',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(404)
    },
  )

  it.each([
    '/.env',
    '/index.html.br',
    '/404.html.gz',
    '/en/404/index.html.br',
    '/a%2fb/',
    '//evil.example/',
    '/%5Cevil.example/',
  ])('keeps %s inside public/ and never redirects it', async (url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).not.toContain('SECRET')
  })

  it('still answers when the build has no 404 page', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'empty-public-'))
    const bare = createApp({ publicDir: emptyDir })
    try {
      const response = await bare.inject({ url: '/en/x/' })
      expect(response.statusCode).toBe(404)
      expect(response.body).toBe('Not Found')
    } finally {
      await bare.close()
      rmSync(emptyDir, { recursive: true, force: true })
    }
  })
})

describe('redirects never leave the site', () => {
  it.each([
    '/pt-BR//evil.example/',
    '/PT-BR//evil.example/',
    '/pt-br//evil.example/',
    '/pt-BR/%2F%2Fevil.example/',
    '/pt-BR/%2f%2fevil.example/',
    '/pt-BR/%5Cevil.example/',
    '/pt-BR/\\evil.example/',
    '/pt-BR/%09/evil.example/',
    '/en//evil.example/',
    '//evil.example/',
  ])('%s: 404, no Location', async (url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.headers.location).toBeUndefined()
  })

  it('still moves a /pt-BR/ page to its unprefixed path', async () => {
    const response = await app.inject({ url: '/pt-BR/qatrading/faq/?a=1' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/qatrading/faq/?a=1')
  })
})

describe('/pt-BR/ moves only to a page of the route table', () => {
  it.each([
    ['/pt-BR', '/'],
    ['/pt-br/', '/'],
    ['/PT-BR/qatrading/faq', '/qatrading/faq/'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(location)
  })

  it.each([
    // No page: pt-BR's 404 at once, as on the CDN, not a hop to an unprefixed 404.
    '/pt-BR/nada/',
    // The editor is a page of the build but not of the route table: it has no locales.
    '/pt-BR/admin/',
    // A file, not a page.
    '/pt-BR/robots.txt',
  ])('answers %s with pt-BR’s 404 page and no Location', async (url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).toContain('Página não encontrada')
  })
})

describe('over a real connection (inject would resolve these paths first)', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/en/./index.html',
    '/EN/%2F..%2F..%2F..%2Fetc',
    '/en%2F..%2Fx/',
  ])('answers %s with 404 and no Location', async (url) => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
    const client = keepAliveClient(app.server)
    try {
      const response = await client.request('GET', url)
      expect(response.status).toBe(404)
      expect(response.headers.location).toBeUndefined()
    } finally {
      client.close()
    }
  })
})

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])(
    'answers %s on a static path with 405 and Allow',
    async (method) => {
      const response = await app.inject({ method: method as 'POST', url: '/en/', payload: '' })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    },
  )
})
