import { ApiError, createProviderClient, type ApiFailure } from './provider-client'

const base = 'https://provider.test'
const signInBody = {
  data: { access_token: 'access-1', refresh_token: 'refresh-1', whatsapp_number: '+5511999990000' },
}

function respond(status: number, body: string | object = {}) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
    } as Response
  })
}

function requestOf(fetchImpl: jest.Mock, call = 0) {
  const [url, init] = fetchImpl.mock.calls[call] as [string, RequestInit]
  return { url, init, headers: init.headers as Record<string, string> }
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error.failure
    throw error
  }
  throw new Error('expected the call to fail')
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

afterEach(() => {
  clearCookies()
  jest.useRealTimers()
})

describe('requests', () => {
  it('signs in with a JSON body, credentials and JSON headers', async () => {
    const fetchImpl = respond(200, signInBody)
    const result = await createProviderClient(base, fetchImpl).signIn('ana', 's3cret')
    const { url, init, headers } = requestOf(fetchImpl)
    expect(url).toBe('https://provider.test/auth/v1/signin')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(JSON.parse(init.body as string)).toEqual({ username: 'ana', password: 's3cret' })
    expect(headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' })
    expect(result).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      whatsappNumber: '+5511999990000',
    })
  })

  it('adds X-CSRFToken from the csrftoken cookie and never writes the cookie', async () => {
    document.cookie = 'theme=dark'
    document.cookie = 'csrftoken=abc%3D123'
    const before = document.cookie
    const fetchImpl = respond(200, signInBody)
    await createProviderClient(base, fetchImpl).signIn('ana', 's3cret')
    expect(requestOf(fetchImpl).headers['X-CSRFToken']).toBe('abc=123')
    expect(document.cookie).toBe(before)
  })

  it('sends no X-CSRFToken without the cookie', async () => {
    document.cookie = 'notcsrftoken=zzz'
    const fetchImpl = respond(200)
    await createProviderClient(base, fetchImpl).verify('access-1')
    expect(requestOf(fetchImpl).headers).not.toHaveProperty('X-CSRFToken')
  })

  it('verifies with a Bearer token, GET, no body and credentials', async () => {
    const fetchImpl = respond(200, '')
    await expect(createProviderClient(base, fetchImpl).verify('access-1')).resolves.toBeUndefined()
    const { url, init, headers } = requestOf(fetchImpl)
    expect(url).toBe('https://provider.test/auth/v1/verify')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(init.credentials).toBe('include')
    expect(headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access-1' })
  })

  it('signs out with the refresh token and ignores an empty answer', async () => {
    const fetchImpl = respond(204, '')
    await expect(
      createProviderClient(base, fetchImpl).signOut('refresh-1'),
    ).resolves.toBeUndefined()
    const { url, init, headers } = requestOf(fetchImpl)
    expect(url).toBe('https://provider.test/auth/v1/signout')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'refresh-1' })
    expect(headers).not.toHaveProperty('Authorization')
  })

  it('fetches the consultant by WhatsApp number and returns its data', async () => {
    const fetchImpl = respond(200, { data: { username: 'ana', presence: 'online' } })
    const consultant = await createProviderClient(base, fetchImpl).getConsultant('+55 11 9')
    const { url, init } = requestOf(fetchImpl)
    expect(url).toBe('https://provider.test/api/consultant/%2B55%2011%209')
    expect(init.credentials).toBe('include')
    expect(consultant).toEqual({ username: 'ana', presence: 'online' })
  })
})

describe('failures', () => {
  it.each([400, 401, 403, 404, 500])('keeps HTTP status %i', async (status) => {
    const client = createProviderClient(base, respond(status, '<html>error</html>'))
    await expect(failureOf(client.signIn('ana', 'x'))).resolves.toBe(status)
    await expect(failureOf(client.verify('t'))).resolves.toBe(status)
  })

  it('reports a network failure', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const client = createProviderClient(base, fetchImpl)
    await expect(failureOf(client.signIn('ana', 'x'))).resolves.toBe('network')
    await expect(failureOf(client.getConsultant('1'))).resolves.toBe('network')
  })

  it.each([
    ['invalid JSON', '{"data": '],
    ['an HTML page', '<!doctype html><title>Maintenance</title>'],
    ['a 200 without data', {}],
    ['a 200 without access_token', { data: { refresh_token: 'r', whatsapp_number: '1' } }],
    [
      'a non-string refresh_token',
      { data: { access_token: 'a', refresh_token: 7, whatsapp_number: '1' } },
    ],
    [
      'an empty whatsapp_number',
      { data: { access_token: 'a', refresh_token: 'r', whatsapp_number: '' } },
    ],
  ])('treats %s from sign-in as malformed', async (_, body) => {
    const client = createProviderClient(base, respond(200, body))
    await expect(failureOf(client.signIn('ana', 'x'))).resolves.toBe('malformed')
  })

  it.each([
    ['no data', { consultant: {} }],
    ['an array', { data: [] }],
    ['a string', { data: 'ana' }],
    ['HTML', '<html></html>'],
  ])('treats a consultant answer with %s as malformed', async (_, body) => {
    const client = createProviderClient(base, respond(200, body))
    await expect(failureOf(client.getConsultant('1'))).resolves.toBe('malformed')
  })

  it('gives up after 10 seconds, even if fetch ignores the abort signal', async () => {
    jest.useFakeTimers()
    const fetchImpl = jest.fn(() => new Promise<Response>(() => undefined))
    const outcome = jest.fn()
    const pending = failureOf(createProviderClient(base, fetchImpl).signIn('ana', 'x')).then(
      outcome,
    )
    await jest.advanceTimersByTimeAsync(9_999)
    expect(outcome).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await pending
    expect(outcome).toHaveBeenCalledWith('timeout')
  })

  it('aborts the request on timeout', async () => {
    jest.useFakeTimers()
    let signal: AbortSignal | undefined
    const fetchImpl = jest.fn((_: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    })
    const pending = failureOf(createProviderClient(base, fetchImpl).verify('t'))
    await jest.advanceTimersByTimeAsync(10_000)
    await expect(pending).resolves.toBe('timeout')
    expect(signal?.aborted).toBe(true)
  })

  it('times out a body that never finishes', async () => {
    jest.useFakeTimers()
    const fetchImpl = jest.fn(
      async () =>
        ({ ok: true, status: 200, text: () => new Promise<string>(() => undefined) }) as Response,
    )
    const pending = failureOf(createProviderClient(base, fetchImpl).getConsultant('1'))
    await jest.advanceTimersByTimeAsync(10_000)
    await expect(pending).resolves.toBe('timeout')
  })

  it('leaves no timer behind after an answer', async () => {
    jest.useFakeTimers()
    await createProviderClient(base, respond(200)).verify('t')
    expect(jest.getTimerCount()).toBe(0)
  })
})
