import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { noStore } from '../../../hosting-policy/cache-control'
import { sendMethodNotAllowed } from '../../site/method-not-allowed'
import { matchProviderCall, type ProviderCall } from './provider-calls'
import { providerRequestHeaders, visitorAnswerHeaders } from './provider-headers'
import { readProviderAnswer, type ProviderAnswer } from './provider-answer'

export interface ProviderProxyOptions {
  /**
   * The site's path for the provider (GATSBY_API_URL in same-origin mode), e.g. `/provider`. Not
   * `prefix`: Fastify reads that option of a plugin as the prefix of its routes.
   */
  path: string
  /** PROVIDER_ORIGIN: the only place anything is forwarded to. */
  providerOrigin: string
  /** PROVIDER_COOKIES: the provider's cookie names, the only ones passed either way. */
  cookieNames: readonly string[]
  /** GATSBY_SITE_URL's origin: cookies passed on are Secure when it is https. */
  siteOrigin: string
  /** The provider's answer, headers and body, must arrive within this (504 otherwise). */
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * The provider's answers are served from the site's origin, so nothing of them may act there:
 * no script, no frame, no form, whatever the provider sends (docs/deployment.md#same-origin-mode).
 */
export const providerAnswerPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** Sign-in and sign-out bodies are a few hundred bytes. */
const maxRequestBodyBytes = 16 * 1024
const defaultTimeoutMs = 10_000

/**
 * Same-origin mode: the calls the site's client makes, and only those, forwarded to the provider
 * (provider-calls.ts) with an allow-list of headers each way (provider-headers.ts); every other
 * path under the prefix is the site's JSON 404 and reaches nobody. One visitor request is one
 * provider request: a failure is answered, never retried. Logs name the call, never its path.
 */
export async function providerProxy(
  app: FastifyInstance,
  options: ProviderProxyOptions,
): Promise<void> {
  const prefix = options.path
  app.removeAllContentTypeParsers()
  // The provider takes JSON: any other body is Fastify's 415, and broken JSON a 400, before any call.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: maxRequestBodyBytes },
    (_request, body, done) => {
      try {
        JSON.parse(body.toString('utf8'))
        done(null, body)
      } catch {
        done(Object.assign(new Error('Bad Request'), { statusCode: 400 }), undefined)
      }
    },
  )
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ provider: 'not forwarded', method: request.method }, 'provider path')
    return reply.code(404).header('cache-control', noStore).send({ error: 'Not Found' })
  }
  // Also the answer to the paths the server refuses to route (`..`, `//`: endpoints-app.ts).
  app.setNotFoundHandler(notFound)
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?')[0] ?? '').slice(prefix.length)
    const match = matchProviderCall(request.method, path)
    if (match.kind === 'none') return notFound(request, reply)
    if (match.kind === 'other-method') return sendMethodNotAllowed(reply, [match.allowed])
    if (match.call.method === 'POST' && !isFromTheSite(request, options.siteOrigin)) {
      request.log.info({ provider: match.call.name }, 'provider call from another site refused')
      return reply.code(403).header('cache-control', noStore).send({ error: 'Forbidden' })
    }
    return forward(request, reply, match.call, path, options)
  }
  // Registered with `prefix: path` (endpoints.ts), so that this 404 handler is the prefix's own.
  app.all('/', handler)
  app.all('/*', handler)
}

/**
 * Another site's page can POST here without a preflight (a form, or `fetch` in no-cors mode),
 * carrying the provider's cookies: browsers say where it comes from, and only this site's own
 * pages are forwarded. `Sec-Fetch-Site` is the browser's word where it sends one (secure origins
 * only); else `Origin` must be the site's, or the host the request was made to (the same build
 * served under another name, as the browser tests do on plain http). A client sending neither is
 * no browser and could call the provider itself.
 */
function isFromTheSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite !== undefined) return fetchSite === 'same-origin'
  const origin = request.headers.origin
  if (origin === undefined || origin === siteOrigin) return true
  return URL.canParse(origin) && new URL(origin).host === request.headers.host
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  call: ProviderCall,
  path: string,
  options: ProviderProxyOptions,
): Promise<FastifyReply> {
  const started = Date.now()
  const body = call.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined
  // No query string: the site's client sends none, and one could change what the provider renders.
  const answer = await readProviderAnswer(options.fetch ?? globalThis.fetch, {
    url: options.providerOrigin + path,
    method: call.method,
    headers: providerRequestHeaders(request.headers, options.cookieNames, request.ip),
    body,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  })
  const log = { provider: call.name, ms: Date.now() - started }
  reply
    .header('content-security-policy', providerAnswerPolicy)
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cache-control', noStore)
  if (answer.kind !== 'answer') {
    request.log.warn({ ...log, status: answer.status, reason: answer.kind }, 'provider call failed')
    return reply.code(answer.status).send({ error: answer.error, detail: answer.detail })
  }
  request.log.info({ ...log, status: answer.status }, 'provider call')
  reply.code(answer.status).headers(
    visitorAnswerHeaders(answer.headers, {
      cookieNames: options.cookieNames,
      prefix: options.path,
      secure: options.siteOrigin.startsWith('https:'),
    }),
  )
  return reply.send(answer.body)
}

export type { ProviderAnswer }
