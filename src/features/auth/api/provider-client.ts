import { isConsultant, type Consultant } from '../consultant'
import { ApiError } from './api-error'
import { apiBaseUrl, requestTimeoutMs } from './config'

export { ApiError, type ApiFailure } from './api-error'

/** The `data` of a successful sign-in, validated at the boundary. */
export interface SignInResult {
  accessToken: string
  refreshToken: string
  whatsappNumber: string
}

export type ProviderClient = ReturnType<typeof createProviderClient>

interface CallOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  token?: string
  /** Only sign-in and the consultant use the answer; verify and sign-out look at the status. */
  readJson?: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isToken = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** A 200 that lacks the tokens is as useless as an error page: the caller gets 'malformed'. */
export function parseSignIn(body: unknown): SignInResult {
  const data = isRecord(body) ? body.data : undefined
  if (
    !isRecord(data) ||
    !isToken(data.access_token) ||
    !isToken(data.refresh_token) ||
    !isToken(data.whatsapp_number)
  )
    throw new ApiError('malformed')
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    whatsappNumber: data.whatsapp_number,
  }
}

/** The consultant is whatever object the provider sends in `data`, kept whole. */
export function parseConsultant(body: unknown): Consultant {
  const data = isRecord(body) ? body.data : undefined
  if (!isConsultant(data)) throw new ApiError('malformed')
  return data
}

/** The provider's CSRF cookie (Django's `csrftoken`); read only, the provider sets it. */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name !== 'csrftoken') continue
    const raw = value.join('=')
    try {
      return decodeURIComponent(raw) || null
    } catch {
      return raw || null
    }
  }
  return null
}

function requestHeaders(token: string | undefined, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (hasBody) headers['Content-Type'] = 'application/json'
  const csrfToken = readCsrfToken()
  if (csrfToken) headers['X-CSRFToken'] = csrfToken
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

// Looked up at call time: jsdom and old browsers may lack `fetch` when this module loads.
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)

/**
 * The provider's REST API (docs/product.md#provider-api): one small function per call, no UI,
 * storage or copy.
 */
export function createProviderClient(baseUrl: string, fetchImpl: typeof fetch = globalFetch) {
  async function send(path: string, options: CallOptions, signal: AbortSignal) {
    const hasBody = options.body !== undefined
    let response: Response
    try {
      response = await fetchImpl(baseUrl + path, {
        method: options.method ?? 'GET',
        headers: requestHeaders(options.token, hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'include',
        signal,
      })
    } catch {
      throw new ApiError(signal.aborted ? 'timeout' : 'network')
    }
    if (!response.ok) throw new ApiError(response.status)
    if (!options.readJson) return undefined
    let text: string
    try {
      text = await response.text()
    } catch {
      throw new ApiError(signal.aborted ? 'timeout' : 'network')
    }
    try {
      return JSON.parse(text) as unknown // an HTML error page served with 200 lands in the catch
    } catch {
      throw new ApiError('malformed')
    }
  }

  /** The timeout covers the body too, and holds even if `fetchImpl` ignores the abort signal. */
  function call(path: string, options: CallOptions = {}): Promise<unknown> {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new ApiError('timeout'))
      }, requestTimeoutMs)
    })
    return Promise.race([send(path, options, controller.signal), timeout]).finally(() =>
      clearTimeout(timer),
    )
  }

  return {
    signIn: (username: string, password: string): Promise<SignInResult> =>
      call('/auth/v1/signin', {
        method: 'POST',
        body: { username, password },
        readJson: true,
      }).then(parseSignIn),
    /** Resolves when the provider accepts the token; the body is not used. */
    verify: (accessToken: string): Promise<void> =>
      call('/auth/v1/verify', { token: accessToken }).then(() => undefined),
    signOut: (refreshToken: string): Promise<void> =>
      call('/auth/v1/signout', { method: 'POST', body: { refresh_token: refreshToken } }).then(
        () => undefined,
      ),
    getConsultant: (whatsappNumber: string): Promise<Consultant> =>
      call(`/api/consultant/${encodeURIComponent(whatsappNumber)}`, { readJson: true }).then(
        parseConsultant,
      ),
  }
}

/** The client the auth state uses, pointed at `GATSBY_API_URL`. */
export const providerClient = createProviderClient(apiBaseUrl)
