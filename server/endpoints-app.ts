import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'

import { answerErrorsPlainly, clientErrorHandler } from './client-errors'
import { readServerConfig, type ServerConfig } from './config'
import { isSitePath } from '../hosting-policy/build-manifest'
import { contentSecurityPolicy } from '../hosting-policy/csp/content-security-policy'
import { siteOrigins, type SiteOrigins } from '../hosting-policy/csp/site-origins'
import { endpoints, type EndpointOptions } from './endpoints/endpoints'
import { addSecurityHeaders, applySecurityHeaders } from './security-headers'

/** Envelopes and logout bodies are far smaller; a larger body is refused with 413. */
export const maxBodyBytes = 1024 * 1024
/** Headers, then the whole body, must arrive within this (408 otherwise): no connection waits forever. */
export const requestTimeoutMs = 10_000
/** Real request headers are under 1 KiB; Node answers 431 beyond this. */
export const maxHeaderBytes = 16 * 1024

export interface EndpointsAppOptions {
  /** Over the local defaults (readServerConfig with no variables set). */
  config?: Partial<ServerConfig & EndpointOptions>
  logger?: FastifyServerOptions['logger']
}

/**
 * Fastify with the server's limits, security headers and error answers, and the endpoints:
 * what the CDN's functions and `gatsby develop` run. The production server adds the site (app.ts);
 * kept apart so that functions bundle no static-file code.
 */
export function createEndpointsApp({
  config: overrides = {},
  logger = false,
}: EndpointsAppOptions = {}): {
  app: FastifyInstance
  origins: SiteOrigins
  config: ServerConfig & EndpointOptions
} {
  const config = { ...readServerConfig({}), ...overrides }
  const provider =
    config.provider ??
    (config.providerOrigin && isSitePath(config.apiUrl)
      ? {
          path: config.apiUrl,
          providerOrigin: config.providerOrigin,
          cookieNames: config.providerCookies,
          siteOrigin: config.siteOrigin,
        }
      : undefined)
  const origins = siteOrigins(config)
  const defaultPolicy = contentSecurityPolicy(origins)
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // A line per request would swamp the load tests; errors are logged by the error handlers.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    bodyLimit: maxBodyBytes,
    requestTimeout: requestTimeoutMs,
    // An idle keep-alive connection is closed after 5 s (Fastify's default holds it 72 s), and
    // Node checks request deadlines every second (30 s by default).
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: requestTimeoutMs,
      maxHeaderSize: maxHeaderBytes,
      connectionsCheckingInterval: 1_000,
    },
    clientErrorHandler: clientErrorHandler(defaultPolicy),
    // A URL the router cannot decode (`/%`): answered before any hook runs.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      applySecurityHeaders(reply, defaultPolicy)
      void reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Bad Request')
    },
  })
  addSecurityHeaders(app, defaultPolicy)
  answerErrorsPlainly(app)
  // One spelling per resource: `/api/../monitoring` is not /monitoring, `/pt-BR//evil.example/`
  // is no page. Routing reads paths as sent, so these are answered 404 before anything reads them.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCanonicalPath(request.url)) return reply.callNotFound()
  })
  app.register(endpoints, { ...config, provider })
  return { app, origins, config }
}

/**
 * No dot segment (`.`, `..`, encoded or not), empty segment (`//`), encoded slash (`%2F`, which
 * would hide a dot segment: `%2F..%2F`) or backslash (`\\`, `%5C`).
 */
export function isCanonicalPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? ''
  return !/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|\/\/|\\|%5c|%2f/i.test(pathname)
}
