/** @jest-environment node */
import http from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import type { FastifyInstance } from 'fastify'

import { createApp, maxBodyBytes, requestTimeoutMs } from '../app'
import { securityHeaders } from '../../hosting-policy/security-headers'
import { maxDiscardedBytes } from '../refused-body'
import { readServerConfig } from '../config'
import { createFixtureSite } from '../test-support/fixture-site'

let app: FastifyInstance
let port: number
let site: ReturnType<typeof createFixtureSite>

beforeAll(async () => {
  site = createFixtureSite()
  app = createApp({
    publicDir: site.publicDir,
    config: { sentryDsn: 'http://key@127.0.0.1:9/42' },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  ;({ port } = app.server.address() as AddressInfo)
})
afterAll(async () => {
  await app.close()
  site.cleanup()
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

  it.each(['POST', 'TRACE', 'DELETE'] as const)('answers %s with 405 and Allow', async (method) => {
    const response = await app.inject({ method, url: '/api/health' })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
  })
})

it('answers unknown /api/ paths with a JSON 404, never cached', async () => {
  for (const method of ['GET', 'POST'] as const) {
    const response = await app.inject({ method, url: '/api/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found' })
    expect(response.headers['cache-control']).toBe('no-store')
  }
})

/**
 * A POST of `bytes` with Node's own client, the way a script or another server would send it, in
 * 64 KiB chunks as fast as the socket takes them. `agent: false` sends `Connection: close`, as a
 * client without a connection pool does. The outcome is the error if the connection broke at any
 * time (EPIPE, ECONNRESET), `stalled` if it closed before the whole body was sent, the answer's
 * status otherwise.
 */
function postLarge(
  bytes: number,
  { path, agent }: { path: string; agent?: false },
): Promise<number | string> {
  return new Promise((resolve) => {
    let status = 0
    let error: string | undefined
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-length': bytes },
      },
      (response) => {
        status = response.statusCode ?? 0
        response.resume()
      },
    )
    request.on('error', (broken: NodeJS.ErrnoException) => (error ??= broken.code ?? 'error'))
    request.on('close', () => resolve(error ?? (request.writableFinished ? status : 'stalled')))
    const chunk = Buffer.alloc(64 * 1024, 120)
    let sent = 0
    const write = () => {
      while (sent < bytes) {
        sent += chunk.byteLength
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

describe('request bodies', () => {
  describe.each([
    ['keeps its connection', undefined],
    ['closes after each answer', false as const],
  ])('to a client that %s', (_client, agent) => {
    it.each(['/monitoring', '/api/logout'])(
      'answers 30 MiB bodies to %s with 413 every time, the whole body sent',
      async (path) => {
        const outcomes: (number | string)[] = []
        for (let attempt = 0; attempt < 12; attempt += 1)
          outcomes.push(await postLarge(30 * 1024 * 1024, { path, agent }))
        expect(outcomes).toEqual(Array(12).fill(413))
      },
      // A stalled upload shows only once the server drops the idle connection (6 s each).
      120_000,
    )
  })

  it(`answers a body declared over ${maxDiscardedBytes} bytes with one 413 and closes, without waiting for it`, async () => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.write(
      `POST /monitoring HTTP/1.1\r\nHost: x\r\nContent-Length: ${maxDiscardedBytes + 1}\r\n\r\n`,
    )
    await new Promise((resolve) => socket.on('close', resolve))
    expect(answer.match(/^HTTP\/1\.1 \d+/gm)).toEqual(['HTTP/1.1 413'])
    expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n')
  }, 20_000)

  it(`refuses a chunked body that grows past ${maxBodyBytes} bytes with 413`, async () => {
    const response = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/monitoring',
          headers: { 'transfer-encoding': 'chunked' },
        },
        (answer) => {
          answer.resume()
          resolve(answer.statusCode ?? 0)
        },
      )
      request.on('error', reject)
      request.end(Buffer.alloc(maxBodyBytes + 1, 97))
    })
    expect(response).toBe(413)
  })

  it(`closes a body that trickles in with 408 after ${requestTimeoutMs / 1000} s, headers included`, async () => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.write('POST /monitoring HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nx')
    const trickle = setInterval(() => socket.writable && socket.write('x'), 1_000)
    const started = Date.now()
    await new Promise((resolve) => socket.on('close', resolve))
    clearInterval(trickle)
    expect(Date.now() - started).toBeLessThan(requestTimeoutMs + 3_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain(`x-frame-options: ${securityHeaders['x-frame-options']}\r\n`)
  }, 20_000)
})

it.each(['/\\evil.example/', '/pt-BR/\\evil.example/', '/pt-BR//evil.example/'])(
  'answers %s sent as is with 404 and no Location',
  async (path) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    await new Promise((resolve) => socket.on('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 404 /)
    expect(answer.toLowerCase()).not.toContain('\r\nlocation:')
  },
)

it('logs nothing above info for methods an endpoint does not take', async () => {
  const lines: string[] = []
  const logged = createApp({
    publicDir: site.publicDir,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  })
  try {
    for (const url of ['/monitoring', '/api/logout']) {
      expect((await logged.inject({ method: 'TRACE', url })).statusCode).toBe(405)
    }
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level)
    expect(levels.filter((level) => level > 30)).toEqual([])
  } finally {
    await logged.close()
  }
})

describe('/api/auth with the editor on an origin of its own (CMS_ORIGIN)', () => {
  it('is the JSON 404 of a missing endpoint on the public site, and the sign-in on the editor’s', async () => {
    const build = { siteUrl: 'https://www.firm.example', apiUrl: 'http://localhost:8787' }
    const publicSite = createApp({
      publicDir: site.publicDir,
      config: readServerConfig({}, { ...build, editorOrigin: 'https://cms.firm.example' }),
    })
    const response = await publicSite.inject({ url: '/api/auth?provider=github' })
    await publicSite.close()
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found' })

    const editorSite = createApp({
      publicDir: site.publicDir,
      config: readServerConfig(
        {},
        { ...build, siteUrl: 'https://cms.firm.example', editorOrigin: 'https://cms.firm.example' },
      ),
    })
    const signIn = await editorSite.inject({ url: '/api/auth?provider=github' })
    await editorSite.close()
    // The sign-in window's page (here: that editing is not configured), not the missing endpoint.
    expect(signIn.headers['content-type']).toMatch(/^text\/html/)
  })
})
