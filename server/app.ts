import type { FastifyInstance } from 'fastify'

import { createEndpointsApp, type EndpointsAppOptions } from './endpoints-app'
import { staticSite } from './site/static-site'

export { maxBodyBytes, maxHeaderBytes, requestTimeoutMs } from './endpoints-app'

export interface CreateAppOptions extends EndpointsAppOptions {
  /** The Gatsby build to serve. */
  publicDir: string
}

/**
 * The production server: public/ as the CDN serves it, plus the endpoints (in same-origin mode
 * the provider's calls among them).
 */
export function createApp({ publicDir, ...options }: CreateAppOptions): FastifyInstance {
  const { app, origins } = createEndpointsApp(options)
  app.register(staticSite, { publicDir, origins })
  return app
}
