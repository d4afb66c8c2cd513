import httpProxy from '@fastify/http-proxy'
import type { FastifyInstance } from 'fastify'

import { noStore } from '../../hosting-policy/cache-control'
import { requestTimeoutMs } from '../endpoints-app'
import { sendMethodNotAllowed } from './method-not-allowed'

export interface ProviderProxyOptions {
  /** The site's path for the provider (GATSBY_API_URL in same-origin mode), e.g. `/provider`. */
  path: string
  /** PROVIDER_ORIGIN: the only place anything is forwarded to. */
  providerOrigin: string
}

/** The calls the product makes (docs/product.md#calls): reads and POSTs. */
const forwardedMethods = ['GET', 'HEAD', 'POST']

/**
 * Connection-level headers (RFC 9110 §7.6.1) and the ones a client could use to pose as the proxy
 * or pick the upstream: none reaches the provider. @fastify/reply-from already drops `Connection`
 * and the names it lists, and sets `Host` to the provider's.
 */
const notForwarded = [
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]

/** The provider's connection-level answer headers: this connection is ours to manage. */
const notReturned = ['connection', 'keep-alive', 'proxy-authenticate', 'trailer', 'upgrade']

/**
 * Same-origin mode: the pages call `prefix` on their own origin and this forwards below it, and
 * only there, to the provider, so the provider's cookies are first-party (docs/deployment.md).
 * Paths with dot segments, `//` or encoded slashes never get here (endpoints-app refuses them);
 * bodies are parsed by Fastify's JSON parser first, so its size limit and time limit apply.
 */
export async function providerProxy(
  app: FastifyInstance,
  { path, providerOrigin }: ProviderProxyOptions,
): Promise<void> {
  // The provider takes JSON only: anything else (Fastify also parses text/plain) is a 415 here.
  app.removeContentTypeParser('text/plain')
  await app.register(httpProxy, {
    upstream: providerOrigin,
    prefix: path,
    rewritePrefix: '/',
    httpMethods: forwardedMethods,
    proxyPayloads: false,
    undici: { headersTimeout: requestTimeoutMs, bodyTimeout: requestTimeoutMs },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const forwarded = { ...headers }
        for (const name of notForwarded) delete forwarded[name]
        forwarded['x-forwarded-for'] = request.ip
        return forwarded
      },
      rewriteHeaders: (headers) => {
        const answer: typeof headers = { ...headers, 'cache-control': noStore }
        for (const name of notReturned) delete answer[name]
        return answer
      },
      // The provider unreachable or too slow: a gateway's answer, not a 500 of our own.
      onError: (reply, { error }) => {
        const timedOut = /TIMEOUT/.test((error as { code?: string }).code ?? '')
        void reply
          .code(timedOut ? 504 : 502)
          .header('cache-control', noStore)
          .type('text/plain; charset=utf-8')
          .send(timedOut ? 'Gateway Timeout' : 'Bad Gateway')
      },
    },
  })
  const otherMethods = ['DELETE', 'OPTIONS', 'PATCH', 'PUT']
  for (const url of [path, `${path}/*`]) {
    app.route({
      method: otherMethods,
      url,
      handler: (_request, reply) => sendMethodNotAllowed(reply, forwardedMethods),
    })
  }
}
