import type { FastifyInstance } from 'fastify'

import { isEndpointPath, noStore, revalidate } from './static/cache-control'

/**
 * Responses that set no Cache-Control (redirects, errors, 405s) are revalidated; anything under
 * /api/ is never stored, whoever produced it.
 */
export function addDefaultCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isEndpointPath(pathname)) reply.header('cache-control', noStore)
    else if (!reply.hasHeader('cache-control')) reply.header('cache-control', revalidate)
    return payload
  })
}
