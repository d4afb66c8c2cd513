import type { IncomingMessage, ServerResponse } from 'node:http'

import { createEndpointsApp } from '../server/endpoints-app'
import { readServerConfig } from '../server/config'
import { endpointPaths } from '../server/endpoints/endpoint-table'

const developOrigin = 'http://localhost:8000'

export type DevelopMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void

/**
 * The endpoints as Express middleware, for gatsby-config's `developMiddleware`: `gatsby develop`
 * then answers /api/health, /api/logout, /api/auth and /monitoring with the production server's own routes
 * (Fastify's `routing` takes the Node request as it is). Other paths go on to Gatsby.
 */
export function createDevelopMiddleware(
  // Pages come from `gatsby develop` on http://localhost:8000 there, not from GATSBY_SITE_URL.
  app = createEndpointsApp({ config: { ...readServerConfig(), siteOrigin: developOrigin } }).app,
): DevelopMiddleware {
  const ready = app.ready()
  return (request, response, next) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/'
    if (!endpointPaths.includes(pathname)) {
      next()
      return
    }
    ready.then(() => app.routing(request, response), next)
  }
}
