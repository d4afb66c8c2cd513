/** What a handler may need beyond the request itself, supplied by whoever runs it. */
export interface RequestContext {
  /** The client's IP address (the tunnel passes it on to Sentry). Unknown: undefined. */
  ip?: string
}

/**
 * An endpoint as a standard Fetch function, so the same code runs here, in `gatsby develop`
 * (develop-middleware.ts) and as a serverless function (server/functions/).
 */
export type FetchHandler = (request: Request, context: RequestContext) => Promise<Response>

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Exact path, e.g. `/api/health`. */
  path: string
  handler: FetchHandler
}
