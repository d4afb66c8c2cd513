import type { IncomingMessage, ServerResponse } from 'node:http'

import { respondFromRoutes } from './fetch-adapter/respond'
import { writeFetchResponse } from './fetch-adapter/write-to-node-response'
import { routeTable } from './handlers/route-table'
import type { Route } from './handlers/route'

export type NextFunction = (error?: unknown) => void
export type DevelopMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: NextFunction,
) => void

/**
 * The route table as Express middleware, for gatsby-config's `developMiddleware`: `gatsby develop`
 * then answers /api/health, /api/logout and /monitoring like the production server. Paths the table
 * does not list go on to Gatsby (`next()`), including other /api/ paths.
 */
export function createDevelopMiddleware(routes: readonly Route[] = routeTable): DevelopMiddleware {
  const paths = new Set(routes.map((route) => route.path))
  return (request, response, next) => {
    // Express rewrites `url` inside mounted routers; `originalUrl` is what the client asked for.
    const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url
    const pathname = (url ?? '/').split('?')[0] ?? '/'
    if (!paths.has(pathname)) {
      next()
      return
    }
    respondFromRoutes(routes, request, (error) => console.error(error))
      .then((answer) => writeFetchResponse(response, answer, request.method))
      .catch(next)
  }
}

export const developMiddleware: DevelopMiddleware = createDevelopMiddleware()
