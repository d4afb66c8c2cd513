import type { Route } from '../handlers/route'

/** Endpoints that expose what the adapter handed them, for the adapter's tests. */
export const echoRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/echo',
    handler: async (request) => {
      const body = await request.text()
      return Response.json({
        method: request.method,
        url: request.url,
        length: body.length,
        contentType: request.headers.get('content-type'),
        custom: request.headers.get('x-custom'),
        declaredLength: request.headers.get('content-length'),
      })
    },
  },
  {
    // A handler that swallows a failed body read: the limit must still win.
    method: 'POST',
    path: '/api/forgiving',
    handler: async (request) => {
      const length = await request.arrayBuffer().then(
        (body) => body.byteLength,
        () => -1,
      )
      return Response.json({ length })
    },
  },
  {
    method: 'GET',
    path: '/api/cookies',
    handler: async () => {
      const headers = new Headers()
      headers.append('set-cookie', 'a=1; Path=/; HttpOnly')
      headers.append('set-cookie', 'b=2; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT')
      return new Response(null, { status: 204, headers })
    },
  },
  {
    method: 'GET',
    path: '/api/broken',
    handler: async () => {
      throw new Error('database password is hunter2')
    },
  },
  {
    // Endpoints need not live under /api/ (/monitoring is one).
    method: 'POST',
    path: '/outside-api',
    handler: async (request) => new Response(await request.text(), { status: 202 }),
  },
]
