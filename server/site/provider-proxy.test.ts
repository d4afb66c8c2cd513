/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import type { FastifyInstance } from 'fastify'

import { createApp, maxBodyBytes } from '../app'
import { createFixtureSite } from '../test-support/fixture-site'

interface Forwarded {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** A stand-in provider that records what reaches it. */
let provider: http.Server
let received: Forwarded[] = []
let app: FastifyInstance
let siteUrl: string
let cleanup: () => void
let fixturePublicDir: string

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      })
      response.setHeader('set-cookie', 'csrftoken=abc; Path=/; SameSite=Lax')
      response.setHeader('cache-control', 'public, max-age=600')
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ data: { ok: true } }))
    })
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  const providerOrigin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  const site = createFixtureSite()
  cleanup = site.cleanup
  fixturePublicDir = site.publicDir
  app = createApp({
    publicDir: site.publicDir,
    config: { apiUrl: '/provider', providerOrigin },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  siteUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
  await new Promise((resolve) => provider.close(resolve))
  cleanup()
})
beforeEach(() => {
  received = []
})

/** One raw request, exactly as written (no client normalises the path or headers). */
function rawRequest(head: string, body = ''): Promise<string> {
  const { port } = new URL(siteUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      // Not half-closed: the server answers, then closes (`connection: close`).
      socket.write(`${head}\r\nconnection: close\r\n\r\n${body}`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()))
    socket.on('error', reject)
    socket.setTimeout(3000, () => socket.destroy(new Error(`${head} timed out`)))
  })
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])

describe('same-origin mode: the provider through the site', () => {
  it('forwards a sign-in below the path to the provider, with its body, and the answer back', async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'csrftoken=abc' },
      body: JSON.stringify({ username: 'demo', password: 'demo-password' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { ok: true } })
    // The provider's cookie is now the site's own; its answer is never cached.
    expect(response.headers.get('set-cookie')).toBe('csrftoken=abc; Path=/; SameSite=Lax')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ method: 'POST', url: '/auth/v1/signin' })
    expect(JSON.parse(received[0]!.body)).toEqual({ username: 'demo', password: 'demo-password' })
    expect(received[0]!.headers.cookie).toBe('csrftoken=abc')
  })

  it('keeps the query string and sends the provider its own Host', async () => {
    const response = await fetch(`${siteUrl}/provider/api/consultant/5511999?x=1`)
    expect(response.status).toBe(200)
    expect(received[0]!.url).toBe('/api/consultant/5511999?x=1')
    expect(received[0]!.headers.host).toBe(`127.0.0.1:${(provider.address() as AddressInfo).port}`)
  })

  it('passes no hop-by-hop header, no Host of the client and no forwarding header of its own', async () => {
    const answer = await rawRequest(
      [
        'GET /provider/auth/v1/verify HTTP/1.1',
        'host: evil.example',
        'authorization: Bearer token',
        'keep-alive: timeout=5',
        'proxy-authorization: Basic eA==',
        'te: trailers',
        'x-forwarded-for: 6.6.6.6',
        'x-forwarded-host: evil.example',
        'forwarded: for=6.6.6.6;host=evil.example',
        'x-secret: 1',
      ].join('\r\n') + '\r\nconnection: x-secret',
    )
    expect(statusOf(answer)).toBe(200)
    const { headers } = received[0]!
    expect(headers.authorization).toBe('Bearer token')
    expect(headers.host).toBe(`127.0.0.1:${(provider.address() as AddressInfo).port}`)
    for (const name of [
      'keep-alive',
      'proxy-authorization',
      'te',
      'upgrade',
      'x-forwarded-host',
      'forwarded',
      'x-secret',
    ]) {
      expect(headers[name]).toBeUndefined()
    }
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
  })

  it.each([
    '/provider/../api/health',
    '/provider/%2e%2e/api/health',
    '/provider/..%2fapi/health',
    '/provider/auth%2f..%2f..%2fx',
    '/provider//evil.example/x',
    '/provider/%5c%5cevil.example/x',
    '/provider\\..\\x',
    '/providerx/auth/v1/verify',
    '/provider-other/x',
  ])('forwards nothing for %s', async (path) => {
    const answer = await rawRequest(`GET ${path} HTTP/1.1\r\nhost: localhost`)
    expect(statusOf(answer)).toBe(404)
    expect(received).toEqual([])
  })

  it.each([
    'GET http://evil.example/provider/x HTTP/1.1',
    'GET http://127.0.0.1:1/provider/x HTTP/1.1',
  ])('is no open proxy: %s reaches nobody', async (line) => {
    const answer = await rawRequest(`${line}\r\nhost: evil.example`)
    expect(statusOf(answer)).toBe(404)
    expect(received).toEqual([])
  })

  it('is no tunnel: CONNECT is closed unanswered and reaches nobody', async () => {
    expect(await rawRequest('CONNECT evil.example:443 HTTP/1.1\r\nhost: evil.example')).toBe('')
    expect(received).toEqual([])
  })

  it('answers 502 when the provider cannot be reached', async () => {
    const offline = createApp({
      publicDir: fixturePublicDir,
      config: { apiUrl: '/provider', providerOrigin: 'http://127.0.0.1:1' },
    })
    const response = await offline.inject({ url: '/provider/auth/v1/verify' })
    await offline.close()
    expect(response.statusCode).toBe(502)
    expect(response.body).toBe('Bad Gateway')
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and the methods it forwards, forwarding nothing',
    async (method) => {
      const response = await fetch(`${siteUrl}/provider/auth/v1/signin`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
      expect(received).toEqual([])
    },
  )

  it('refuses a body over the limit with 413 and forwards nothing', async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(maxBodyBytes) }),
    })
    expect(response.status).toBe(413)
    expect(received).toEqual([])
  })

  it('refuses a body that is not JSON with 415 and forwards nothing', async () => {
    const response = await fetch(`${siteUrl}/provider/auth/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'username=demo',
    })
    expect(response.status).toBe(415)
    expect(received).toEqual([])
  })
})
