import { readAnalyticsSrc, readApiUrl } from '../config'
import { contentSecurityPolicy } from '../csp/content-security-policy'
import { siteOrigins } from '../csp/site-origins'
import { withSecurityHeaders } from '../security-headers'
import { dispatchByMethod, jsonError } from './dispatch'
import type { Route } from './route'

/** What Netlify Functions (v2) pass besides the request; other runtimes may pass nothing. */
export interface FunctionContext {
  ip?: string
}

export type ServerlessFunction = (request: Request, context?: FunctionContext) => Promise<Response>

/**
 * The route table's handlers for `path` as a `Request -> Response` function for a serverless host.
 * It does what the production server does around them: 405 for other methods, no caching, a plain
 * 500 for a handler bug, and the security headers, which the host's headers file does not add to
 * function answers (Netlify: custom headers "apply only to files Netlify serves").
 */
export function asFunction(
  routes: readonly Route[],
  path: string,
  defaultPolicy = contentSecurityPolicy(
    siteOrigins({ apiUrl: readApiUrl(), analyticsSrc: readAnalyticsSrc() }),
  ),
): ServerlessFunction {
  const routesOfPath = routes.filter((route) => route.path === path)
  if (routesOfPath.length === 0) throw new Error(`No route for ${path}`)
  return async (request, context) => {
    let response: Response
    try {
      response = await dispatchByMethod(routesOfPath, request, { ip: context?.ip })
    } catch (error) {
      console.error(error)
      response = jsonError(500, 'Internal Server Error')
    }
    return withSecurityHeaders(response, defaultPolicy)
  }
}
