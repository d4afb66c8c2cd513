import { isEndpointPath, noStore } from '../static/cache-control'
import type { RequestContext, Route } from './route'

/** Paths the route table answers: its own paths, and all of /api/ (unknown ones get a JSON 404). */
export function isRoutedPath(routes: readonly Route[], pathname: string): boolean {
  return isEndpointPath(pathname) || routes.some((route) => route.path === pathname)
}

/** Runs the handler for the request's method and path; HEAD runs the GET handler. */
export async function dispatch(
  routes: readonly Route[],
  request: Request,
  context: RequestContext = {},
): Promise<Response> {
  const { pathname } = new URL(request.url)
  const routesOfPath = routes.filter((route) => route.path === pathname)
  if (routesOfPath.length === 0) return jsonError(404, 'Not Found')
  return dispatchByMethod(routesOfPath, request, context)
}

/**
 * Runs the handler for the request's method among the routes of one path (a serverless function
 * serves one path whatever URL it was reached by); other methods get 405 with `Allow`.
 */
export async function dispatchByMethod(
  routesOfPath: readonly Route[],
  request: Request,
  context: RequestContext,
): Promise<Response> {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const route = routesOfPath.find((candidate) => candidate.method === method)
  if (route) return withNoStore(await route.handler(request, context))
  const allowed: string[] = routesOfPath.map((candidate) => candidate.method)
  if (allowed.includes('GET')) allowed.push('HEAD')
  return jsonError(405, 'Method Not Allowed', { allow: allowed.join(', ') })
}

export function jsonError(status: number, error: string, headers: HeadersInit = {}): Response {
  return withNoStore(Response.json({ error }, { status, headers }))
}

/** Endpoint answers are per request: never cached by the browser or the CDN. */
function withNoStore(response: Response): Response {
  // Headers of Response.redirect() and fetch() results are immutable: copy before changing.
  const copy = new Response(response.body, response)
  copy.headers.set('cache-control', noStore)
  return copy
}
