import compress from '@fastify/compress'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'

import { readAnalyticsSrc, readApiUrl } from './config'
import { leaveBodiesUnparsed } from './content-type-parsers'
import { answerBadUrls, answerErrorsPlainly } from './error-handler'
import { contentSecurityPolicy } from './csp/content-security-policy'
import { createScriptHashLookup } from './csp/page-script-hashes'
import { readScriptHashManifest } from './csp/script-hash-manifest'
import { siteOrigins } from './csp/site-origins'
import { addDefaultCacheControl } from './default-cache-control'
import { clientIp, respondFromRoutes } from './fetch-adapter/respond'
import { sendFetchResponse } from './fetch-adapter/send-to-fastify'
import { isRoutedPath } from './handlers/dispatch'
import type { Route } from './handlers/route'
import { routeTable } from './handlers/route-table'
import { readMethods, sendMethodNotAllowed } from './routing/method-not-allowed'
import { serveSite } from './routing/serve-site'
import type { Site } from './routing/site'
import { addSecurityHeaders } from './security-headers'
import { servedCodings } from './static/accept-encoding'
import { isCompressible } from './static/content-types'

export interface CreateAppOptions {
  /** The Gatsby build to serve. */
  publicDir: string
  logger?: FastifyServerOptions['logger']
  /** The provider API origin allowed in `connect-src`; defaults to GATSBY_API_URL. */
  apiUrl?: string
  /** The analytics script: its origin joins `script-src` and `connect-src`. GATSBY_ANALYTICS_SRC. */
  analyticsSrc?: string
  /** Endpoints; tests pass their own. */
  routes?: readonly Route[]
}

/** The production server: public/ with CDN semantics, plus the route table's endpoints. */
export function createApp({
  publicDir,
  logger = false,
  apiUrl = readApiUrl(),
  analyticsSrc = readAnalyticsSrc(),
  routes = routeTable,
}: CreateAppOptions): FastifyInstance {
  const origins = siteOrigins({ apiUrl, analyticsSrc })
  const defaultPolicy = contentSecurityPolicy(origins)
  const app = Fastify({
    logger,
    // A line per request would swamp the load tests; errors are logged by error-handler.ts.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    frameworkErrors: answerBadUrls(defaultPolicy),
  })

  addSecurityHeaders(app, defaultPolicy)
  addDefaultCacheControl(app)
  answerErrorsPlainly(app)
  leaveBodiesUnparsed(app)
  // Compresses what has no precompressed sibling (brotli at quality 4: fast enough per request).
  // Request bodies stay as sent: endpoints read them raw.
  app.register(compress, {
    encodings: [...servedCodings],
    customTypes: (contentType: string) => isCompressible(contentType),
    globalDecompression: false,
  })

  let scriptHashesFor = createScriptHashLookup(null)
  app.addHook('onReady', async () => {
    scriptHashesFor = createScriptHashLookup(await readScriptHashManifest(publicDir))
  })
  const site: Site = {
    publicDir,
    policyFor: async (page) =>
      contentSecurityPolicy({ ...origins, scriptHashes: await scriptHashesFor(page) }),
  }

  // Registered as a plugin so it loads after @fastify/compress, whose onRoute hook must see it.
  app.register(async (instance) => {
    instance.all('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (!isRoutedPath(routes, pathname)) return serveSite(site, request, reply)
      const response = await respondFromRoutes(
        routes,
        request.raw,
        (error) => request.log.error(error),
        // Fastify's view of the client: the proxy's client when `trustProxy` is configured.
        { ip: clientIp(request.ip) },
      )
      return sendFetchResponse(reply, response)
    })
  })
  // Methods Fastify routes nowhere (PROPFIND, …) land here.
  app.setNotFoundHandler((_request, reply) => sendMethodNotAllowed(reply, readMethods))
  return app
}
