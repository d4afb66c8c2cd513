/**
 * An endpoint as a standard Fetch function, so the same code runs here, in `gatsby develop`
 * (develop-middleware.ts) and on an edge runtime.
 */
export type FetchHandler = (request: Request) => Promise<Response>

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Exact path, e.g. `/api/health`. */
  path: string
  handler: FetchHandler
}
