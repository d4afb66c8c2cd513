export interface ProviderRequest {
  url: string
  method: 'GET' | 'POST'
  headers: Headers
  body: Buffer | undefined
  timeoutMs: number
}

export type ProviderAnswer =
  | { kind: 'answer'; status: number; headers: Headers; body: Buffer }
  /** What the visitor gets instead, and why (for the log: never the path). */
  | {
      kind: 'unreachable' | 'timeout' | 'redirect' | 'not-json' | 'too-large'
      status: 502 | 504
      error: string
      detail: string
    }

/** Far above any consultant object; a larger answer is no answer of the provider's. */
export const maxAnswerBytes = 1024 * 1024

const jsonType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i

/**
 * One request to the provider, never retried, and its whole answer within `timeoutMs` (a body
 * that trickles is a timeout like silence). Only JSON comes back as an answer: a redirect, an HTML
 * page, a script or anything else the provider sends is a 502 the visitor's client reports as an
 * unexpected error.
 */
export async function readProviderAnswer(
  fetchImpl: typeof fetch,
  request: ProviderRequest,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(request.timeoutMs)
  let response: Response
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal,
    })
  } catch {
    return signal.aborted ? timeout() : failure('unreachable', 'The provider could not be reached.')
  }
  if (response.status >= 300 && response.status < 400) {
    void response.body?.cancel()
    return failure('redirect', 'The provider answered with a redirect.')
  }
  const type = response.headers.get('content-type') ?? ''
  const bodyless = [204, 205].includes(response.status)
  if (!bodyless && !jsonType.test(type)) {
    void response.body?.cancel()
    return failure('not-json', 'The provider answered with something other than JSON.')
  }
  let body: Buffer | 'too-large'
  try {
    body = await readCapped(response)
  } catch {
    return signal.aborted ? timeout() : failure('unreachable', 'The provider’s answer broke off.')
  }
  if (body === 'too-large') return failure('too-large', 'The provider’s answer is too large.')
  if (!bodyless && !isJson(body)) {
    return failure('not-json', 'The provider answered with something other than JSON.')
  }
  return { kind: 'answer', status: response.status, headers: response.headers, body }
}

async function readCapped(response: Response): Promise<Buffer | 'too-large'> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > maxAnswerBytes) {
      void reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
}

function isJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString('utf8'))
    return true
  } catch {
    return false
  }
}

function timeout(): ProviderAnswer {
  return {
    kind: 'timeout',
    status: 504,
    error: 'Gateway Timeout',
    detail: 'The provider did not answer in time.',
  }
}

function failure(
  kind: 'unreachable' | 'redirect' | 'not-json' | 'too-large',
  detail: string,
): ProviderAnswer {
  return { kind, status: 502, error: 'Bad Gateway', detail }
}
