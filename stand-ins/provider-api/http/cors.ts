import type { FastifyInstance } from 'fastify'

import { detail } from './django-errors'

export interface CorsOptions {
  /** Exact origins (`http://localhost:9000`) granted CORS with credentials. */
  origins: readonly string[]
  /** Request headers a preflight may ask for. */
  allowedHeaders: readonly string[]
}

// Short, so a restarted provider with other settings is picked up soon (django-cors-headers: 1 day).
const preflightMaxAgeSeconds = 600

/**
 * CORS with credentials for the site's origins only, as django-cors-headers with
 * CORS_ALLOW_CREDENTIALS: the request's own origin is echoed (never `*`, which browsers refuse
 * with credentials). Registered first, so 404s, errors and injected faults carry the grant too
 * and the site can read their status. Other origins get no grant; their preflights a 403.
 */
export function allowSiteOrigins(app: FastifyInstance, { origins, allowedHeaders }: CorsOptions) {
  const allowed = new Set(origins)
  app.addHook('onRequest', async (request, reply) => {
    // The answer depends on Origin, so caches must key on it, whichever origin asked.
    reply.header('vary', 'Origin')
    const origin = request.headers.origin
    const isPreflight =
      request.method === 'OPTIONS' &&
      origin !== undefined &&
      request.headers['access-control-request-method'] !== undefined
    if (origin === undefined || !allowed.has(origin)) {
      if (isPreflight) return reply.code(403).send(detail('CORS origin not allowed.'))
      return
    }
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
    if (!isPreflight) return
    return reply
      .code(200)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', allowedHeaders.join(', '))
      .header('access-control-max-age', String(preflightMaxAgeSeconds))
      .send()
  })
}
