/** @jest-environment node */
import { createHash } from 'node:crypto'

import type { FastifyInstance, InjectOptions } from 'fastify'

import { createEndpointsApp } from '../../endpoints-app'
import { editorStrings } from '../../../src/i18n/editor-strings'
import { maxQueryLength } from './editor-sign-in'
import type { EditorSignInConfig } from './sign-in-config'
import { stateLifetimeMs } from './sign-in-state'

const { en, ja } = editorStrings
const siteOrigin = 'https://site.example'
const config: EditorSignInConfig = {
  clientId: 'client-1',
  clientSecret: 'secret-never-in-a-page',
  authorizeUrl: 'https://github.test/login/oauth/authorize',
  tokenUrl: 'https://github.test/login/oauth/access_token',
}

interface TokenCall {
  url: string
  body: Record<string, string>
}

/** The endpoints with a token endpoint answering `answer` (a fetch fake: GitHub is unreachable). */
function appWith(
  answer: (call: TokenCall, signal: AbortSignal) => Promise<Response>,
  {
    signIn = config,
    now = () => Date.parse('2026-11-26T12:00:00Z'),
  }: { signIn?: EditorSignInConfig | null; now?: () => number } = {},
) {
  const calls: TokenCall[] = []
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const call = { url, body: JSON.parse(String(init.body)) as Record<string, string> }
    calls.push(call)
    return answer(call, init.signal as AbortSignal)
  }) as typeof fetch
  const { app } = createEndpointsApp({
    config: {
      siteOrigin,
      editorSignIn: signIn ?? undefined,
      fetch: fakeFetch,
      tokenTimeoutMs: 100,
      now,
    },
  })
  apps.push(app)
  return { app, calls }
}

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

const tokenAnswer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

function get(app: FastifyInstance, url: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } })
}

/** Opens the window as Decap does; returns the state GitHub is given and the cookie the browser keeps. */
async function start(app: FastifyInstance) {
  const response = await get(app, '/api/auth?provider=github&site_id=site.example&scope=repo')
  const location = new URL(String(response.headers.location))
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? ''
  return { response, location, state: location.searchParams.get('state') ?? '', cookie }
}

/** The page's outcome block: what its script posts to the editor window. */
function outcome(html: string): { origin: string; message: string; done?: string } {
  const json = /<script type="application\/json" id="sign-in-outcome">(.*?)<\/script>/s.exec(html)
  return JSON.parse(json?.[1] ?? 'null') as { origin: string; message: string; done?: string }
}

describe('GET /api/auth: starting the sign-in', () => {
  it("redirects to GitHub with this site's callback and a state bound to the browser by a cookie", async () => {
    const { app } = appWith(() => tokenAnswer({}))
    const { response, location, state, cookie } = await start(app)
    expect(response.statusCode).toBe(302)
    expect(location.origin + location.pathname).toBe(config.authorizeUrl)
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://site.example/api/auth',
      scope: 'repo',
      state,
      allow_signup: 'false',
    })
    expect(cookie).toBe(`__Host-editor-sign-in=${state}`)
    expect(response.headers['set-cookie']).toBe(
      `__Host-editor-sign-in=${state}; Path=/; Max-Age=${stateLifetimeMs / 1000}; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).not.toContain(config.clientSecret)
    // The window passes through GitHub and must come back still able to reach the editor.
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none')
  })

  it('gives every sign-in a state of its own', async () => {
    const { app } = appWith(() => tokenAnswer({}))
    const [first, second] = await Promise.all([start(app), start(app)])
    expect(first.state).not.toBe(second.state)
    expect(first.state.length).toBeGreaterThan(40)
  })

  it('keeps the cookie usable over plain http on a developer machine (no __Host- prefix there)', async () => {
    const { app: httpApp } = {
      app: createEndpointsApp({
        config: { siteOrigin: 'http://127.0.0.1:9400', editorSignIn: config },
      }).app,
    }
    apps.push(httpApp)
    const response = await get(httpApp, '/api/auth?provider=github&scope=repo')
    expect(String(response.headers['set-cookie'])).toMatch(
      /^editor-sign-in=[^;]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/,
    )
    expect(new URL(String(response.headers.location)).searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:9400/api/auth',
    )
  })
})

describe('GET /api/auth: the callback', () => {
  it('trades the code server-side and hands the token to the editor window on the site origin only', async () => {
    const { app, calls } = appWith(() =>
      tokenAnswer({ access_token: 'gho_token1', token_type: 'bearer', scope: 'repo' }),
    )
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?code=code-1&state=${state}`, { cookie })
    expect(response.statusCode).toBe(200)
    expect(calls).toEqual([
      {
        url: config.tokenUrl,
        body: {
          client_id: 'client-1',
          client_secret: config.clientSecret,
          code: 'code-1',
          redirect_uri: 'https://site.example/api/auth',
        },
      },
    ])
    expect(outcome(response.body)).toEqual({
      origin: siteOrigin,
      message: 'authorization:github:success:{"token":"gho_token1","provider":"github"}',
      done: en.signIn.done,
      noEditor: en.signIn.noEditor,
    })
    expect(response.body).not.toContain(config.clientSecret)
    expect(response.body).toContain(`<p id="status" role="status">${en.signIn.working}</p>`)
    // Single use: the cookie is expired on the way out.
    expect(response.headers['set-cookie']).toBe(
      '__Host-editor-sign-in=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    )
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it("runs only its own script: the policy allows exactly the page's script hash", async () => {
    const { app } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?code=c&state=${state}`, { cookie })
    const scripts = [...response.body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '')
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'sha256-${hash}'`)
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    // The token reaches the page only inside the data block, which no policy lets run.
    expect(scripts[0]).not.toContain('gho_token1')
  })

  it.each([
    ['missing from the callback', 'code=c'],
    ['forged', 'code=c&state=0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses a state %s, and trades no code', async (_case, query) => {
    const { app, calls } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const { cookie } = await start(app)
    const response = await get(app, `/api/auth?${query}`, { cookie })
    expect(response.statusCode).toBe(400)
    expect(calls).toEqual([])
    expect(outcome(response.body).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: en.signIn.forged })}`,
    )
    expect(response.body).not.toContain('gho_token1')
  })

  it('refuses a callback from a browser that never started a sign-in (no cookie)', async () => {
    const { app, calls } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const { state } = await start(app)
    const response = await get(app, `/api/auth?code=c&state=${state}`)
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(en.signIn.forged.replace("'", '&#39;'))
    expect(calls).toEqual([])
  })

  it('refuses an expired state, even when the browser still sends the cookie', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z')
    const { app, calls } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }), {
      now: () => now,
    })
    const { state, cookie } = await start(app)
    now += stateLifetimeMs + 1_000
    const response = await get(app, `/api/auth?code=c&state=${state}`, { cookie })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(en.signIn.expired)
    expect(calls).toEqual([])
  })

  it('accepts a state only once', async () => {
    const { app } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const { state, cookie } = await start(app)
    const first = await get(app, `/api/auth?code=c&state=${state}`, { cookie })
    const cleared = String(first.headers['set-cookie']).split(';')[0]
    const second = await get(app, `/api/auth?code=c&state=${state}`, { cookie: cleared })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(400)
  })

  it('says so when the editor declined on GitHub', async () => {
    const { app, calls } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?error=access_denied&state=${state}`, { cookie })
    expect(response.statusCode).toBe(403)
    expect(response.body).toContain(en.signIn.denied)
    expect(calls).toEqual([])
  })

  it('says GitHub refused when the token endpoint refuses the code', async () => {
    const { app } = appWith(() =>
      tokenAnswer({ error: 'bad_verification_code', error_description: 'The code is incorrect' }),
    )
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?code=used&state=${state}`, { cookie })
    expect(response.statusCode).toBe(403)
    expect(outcome(response.body).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: en.signIn.refused })}`,
    )
  })

  it('gives up on a token endpoint that does not answer in time', async () => {
    const { app } = appWith(
      (_call, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
    )
    const { state, cookie } = await start(app)
    const started = performance.now()
    const response = await get(app, `/api/auth?code=c&state=${state}`, { cookie })
    expect(response.statusCode).toBe(502)
    expect(response.body).toContain(en.signIn.unavailable)
    // The test's token timeout is 100 ms: the window does not hang on GitHub.
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it.each([
    ['an error page', () => Promise.resolve(new Response('<h1>Unicorn</h1>', { status: 503 }))],
    ['no token', () => tokenAnswer({ token_type: 'bearer' })],
    ['a token that is not one', () => tokenAnswer({ access_token: '</script><script>alert(1)' })],
    ['a dropped connection', () => Promise.reject(new TypeError('fetch failed'))],
  ])('says GitHub is unavailable when the token endpoint sends %s', async (_case, answer) => {
    const { app } = appWith(answer)
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?code=c&state=${state}`, { cookie })
    expect(response.statusCode).toBe(502)
    expect(response.body).toContain(en.signIn.unavailable)
    expect(response.body).not.toContain('alert(1)')
  })

  it("answers in the reader's language", async () => {
    const { app } = appWith(() => tokenAnswer({ error: 'bad_verification_code' }))
    const { state, cookie } = await start(app)
    const response = await get(app, `/api/auth?code=c&state=${state}`, {
      cookie,
      'accept-language': 'de;q=1, ja-JP;q=0.9, en;q=0.8',
    })
    expect(response.body).toContain('<html lang="ja">')
    expect(response.body).toContain(ja.signIn.refused)
  })
})

describe('GET /api/auth: hostile requests', () => {
  it.each([
    'provider=github&scope=repo&redirect=https://evil.example/',
    'provider=github&scope=repo&redirect_uri=https://evil.example/api/auth',
    'provider=github&scope=repo&next=//evil.example',
    'code=c&state=s&redirect_uri=https://evil.example/',
    'provider=github&provider=gitlab',
    'provider=gitlab&scope=repo',
    'provider=github&scope=admin:org',
    '',
  ])('refuses ?%s without sending anyone anywhere', async (query) => {
    const { app, calls } = appWith(() => tokenAnswer({ access_token: 'gho_token1' }))
    const response = await get(app, `/api/auth?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.headers.location).toBeUndefined()
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.body).toContain(en.signIn.badRequest.replace("'", '&#39;'))
    expect(calls).toEqual([])
  })

  it('refuses a query string longer than any sign-in sends (414)', async () => {
    const { app } = appWith(() => tokenAnswer({}))
    const response = await get(
      app,
      `/api/auth?provider=github&scope=repo&site_id=${'a'.repeat(maxQueryLength)}`,
    )
    expect(response.statusCode).toBe(414)
    expect(response.headers.location).toBeUndefined()
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const { app } = appWith(() => tokenAnswer({}))
      const response = await app.inject({ method, url: '/api/auth?provider=github' })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    },
  )

  it('says editing is not configured when the site has no GitHub app', async () => {
    const { app } = appWith(() => tokenAnswer({}), { signIn: null })
    const response = await get(app, '/api/auth?provider=github&scope=repo')
    expect(response.statusCode).toBe(404)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).toContain(en.notConfigured)
    expect(outcome(response.body).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: en.notConfigured })}`,
    )
  })
})
