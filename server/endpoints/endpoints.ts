import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, RouteOptions } from 'fastify'

import { noStore } from '../../hosting-policy/cache-control'
import { sendMethodNotAllowed } from '../site/method-not-allowed'
import { editorSignInHandler } from './editor-sign-in/editor-sign-in'
import type { EditorSignInConfig } from './editor-sign-in/sign-in-config'
import { endpointTable } from './endpoint-table'
import { logoutHandler } from './logout'
import { monitoringHandler } from './monitoring'
import { providerProxy, type ProviderProxyOptions } from './provider-proxy/provider-proxy'

export interface EndpointOptions {
  /** GATSBY_SENTRY_DSN; unset, /monitoring answers 404 and forwards nothing. */
  sentryDsn: string | undefined
  /** GATSBY_SITE_URL's origin: the only one /api/logout accepts. */
  siteOrigin: string
  /** Envelopes per client IP and minute on /monitoring; 429 with Retry-After beyond. */
  monitoringRateLimit: number
  /** At most this many tunnel requests at once (503 beyond): stalled uploads cannot pile up. */
  maxConcurrentTunnelRequests?: number
  upstreamTimeoutMs?: number
  /** GITHUB_OAUTH_*: the editor's sign-in; unset, /api/auth says editing is not configured. */
  editorSignIn?: EditorSignInConfig
  /** CMS_ORIGIN, when the editor is served from there: this site has no /api/auth (404). */
  editorElsewhere?: string
  /** How long /api/auth waits for GitHub's token endpoint. */
  tokenTimeoutMs?: number
  /** The clock /api/auth dates its states with (tests move it past their lifetime). */
  now?: () => number
  fetch?: typeof fetch
  /** Same-origin mode: the provider's calls forwarded below the site's path for it. */
  provider?: Omit<ProviderProxyOptions, 'fetch'>
}

/**
 * The site's endpoints as ordinary Fastify routes, for the production server, `gatsby
 * develop` and the CDN's functions alike. Bodies arrive as raw bytes whatever their type (Sentry
 * sends envelopes as text/plain, application/x-sentry-envelope or with none), capped by the
 * server's `bodyLimit`; answers are JSON and never stored.
 */
export async function endpoints(app: FastifyInstance, options: EndpointOptions): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', noStore)
    return payload
  })
  await app.register(rateLimit, { global: false })

  route(app, 'GET', endpointTable.health.path, { handler: async () => ({ status: 'ok' }) })
  const { provider } = options
  const providerCookies = provider && { names: provider.cookieNames, path: provider.path }
  route(app, 'POST', endpointTable.logout.path, {
    handler: logoutHandler(options.siteOrigin, providerCookies),
  })
  if (!options.editorElsewhere)
    route(app, 'GET', endpointTable.editorSignIn.path, {
      // A few sign-ins per editor and hour; this stops a script hammering GitHub through us.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      handler: editorSignInHandler({
        config: options.editorSignIn,
        siteOrigin: options.siteOrigin,
        fetch: options.fetch,
        tokenTimeoutMs: options.tokenTimeoutMs,
        now: options.now,
      }),
    })

  if (provider) {
    await app.register(providerProxy, { ...provider, prefix: provider.path, fetch: options.fetch })
  }

  const maxInFlight = options.maxConcurrentTunnelRequests ?? 50
  let inFlight = 0
  route(app, 'POST', endpointTable.monitoring.path, {
    config: { rateLimit: { max: options.monitoringRateLimit, timeWindow: 60_000 } },
    // Counted from the first byte, before the body is read: a slow upload holds its place.
    onRequest: async (request, reply) => {
      if (inFlight >= maxInFlight) {
        return reply.code(503).header('retry-after', '5').send({ error: 'Service Unavailable' })
      }
      inFlight += 1
      reply.raw.once('close', () => (inFlight -= 1))
    },
    handler: monitoringHandler({
      dsn: options.sentryDsn,
      timeoutMs: options.upstreamTimeoutMs,
      fetch: options.fetch,
    }),
  })
}

/** One endpoint, and 405 with `Allow` for every other method Fastify knows (TRACE included). */
function route(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: Omit<RouteOptions, 'method' | 'url'>,
): void {
  const allowed = method === 'GET' ? ['GET', 'HEAD'] : [method]
  app.route({ ...options, method, url })
  app.route({
    method: app.supportedMethods.filter((other) => !allowed.includes(other)),
    url,
    // Refused before the body is read.
    onRequest: async (_request, reply) => sendMethodNotAllowed(reply, allowed),
    handler: async () => undefined,
  })
}
