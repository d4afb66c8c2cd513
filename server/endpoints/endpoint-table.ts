/**
 * Every endpoint of the site, declared once: its path, and the Netlify Function that answers it on
 * the CDN (`server/functions/<name>.ts`, routed by post-build/netlify-redirects.ts), or null where
 * the CDN has none. The production server (endpoints.ts), `gatsby develop`
 * (gatsby/develop-middleware.ts), the functions and the CDN's `_redirects` read it. The provider's
 * calls in same-origin mode are not here: their path is GATSBY_API_URL (provider-proxy/).
 */
export const endpointTable = {
  /** For the load balancer and the deploy checks; the CDN answers for itself. */
  health: { path: '/api/health', netlifyFunction: null },
  logout: { path: '/api/logout', netlifyFunction: 'logout' },
  /** The editor's GitHub sign-in window. */
  editorSignIn: { path: '/api/auth', netlifyFunction: 'auth' },
  /** Sentry's tunnel. */
  monitoring: { path: '/monitoring', netlifyFunction: 'monitoring' },
} as const satisfies Record<string, { path: string; netlifyFunction: string | null }>

export type EndpointKey = keyof typeof endpointTable

/** The paths the endpoints answer (exactly these; nothing below them). */
export const endpointPaths: readonly string[] = Object.values(endpointTable).map(({ path }) => path)

/** Path → function name, for each endpoint the CDN serves through a function. */
export const functionRoutes: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(endpointTable).flatMap(({ path, netlifyFunction }) =>
    netlifyFunction === null ? [] : [[path, netlifyFunction]],
  ),
)
