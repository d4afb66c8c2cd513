import { isEndpointPath, noStore } from '../static/cache-control'
import type { Route } from './route'

/** Paths the route table answers: its own paths, and all of /api/ (unknown ones get a JSON 404). */
export function isRoutedPath(routes: readonly Route[], pathname: string): boolean {
  return isEndpointPath(pathname) || routes.some((route) => route.path === pathname)
}

/** Runs the handler for the request's method and path; HEAD runs the GET handler. */
export async function dispatch(routes: readonly Route[], request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const routesOfPath = routes.filter((route) => route.path === pathname)
  const route = routesOfPath.find((candidate) => candidate.method === method)
  if (route) return withNoStore(await route.handler(request))
  if (routesOfPath.length === 0) return jsonError(404, 'Not Found')
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
