import type { FastifyInstance, InjectOptions } from 'fastify'

import { createEndpointsApp, maxBodyBytes } from '../endpoints-app'
import { readServerConfig } from '../config'

/** What Netlify Functions (v2) pass besides the request. */
export interface FunctionContext {
  ip?: string
}

/** Connection-level headers of the injected answer; the function runtime sets its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * One endpoint as a Netlify Function (`Request → Response`), answered by the production server's
 * own routes through Fastify's `inject`: the same methods, limits, headers and errors on the CDN
 * as on `npm run serve`. The function serves `path` whatever URL the CDN reached it by.
 */
export function netlifyFunction(path: string) {
  let app: FastifyInstance | undefined
  return async (request: Request, context?: FunctionContext): Promise<Response> => {
    app ??= createEndpointsApp({ config: readServerConfig() }).app
    const payload = await readBounded(request)
    const headers = Object.fromEntries(request.headers)
    // Over the limit: Fastify answers 413 from the declared length, as the server does.
    if (payload === 'too-large') headers['content-length'] = String(maxBodyBytes + 1)
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: path + new URL(request.url).search,
      headers,
      payload: payload === 'too-large' ? undefined : payload,
      remoteAddress: context?.ip,
    })
    const answerHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || hopByHop.has(name)) continue
      for (const item of Array.isArray(value) ? value : [value]) {
        answerHeaders.append(name, String(item))
      }
    }
    const bodyless = request.method === 'HEAD' || [204, 304].includes(answer.statusCode)
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    })
  }
}

/** The body, read no further than the limit whether or not a length was declared. */
async function readBounded(request: Request): Promise<Buffer | undefined | 'too-large'> {
  if (request.body === null) return undefined
  if (Number(request.headers.get('content-length')) > maxBodyBytes) return 'too-large'
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    length += value.byteLength
    if (length > maxBodyBytes) {
      await reader.cancel()
      return 'too-large'
    }
    chunks.push(value)
  }
}
