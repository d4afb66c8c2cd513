import type { FastifyInstance } from 'fastify'

import { createEndpointsApp, type EndpointsAppOptions } from './endpoints-app'
import { staticSite } from './site/static-site'
import { isSitePath } from '../hosting-policy/build-manifest'

export { maxBodyBytes, maxHeaderBytes, requestTimeoutMs } from './endpoints-app'

export interface CreateAppOptions extends EndpointsAppOptions {
  /** The Gatsby build to serve. */
  publicDir: string
}

/**
 * The production server: public/ as the CDN serves it, plus the endpoints, and in
 * same-origin mode the provider's path forwarded to the provider.
 */
export function createApp({ publicDir, ...options }: CreateAppOptions): FastifyInstance {
  const { app, origins, config } = createEndpointsApp(options)
  const provider =
    config.providerOrigin && isSitePath(config.apiUrl)
      ? { path: config.apiUrl, providerOrigin: config.providerOrigin }
      : undefined
  app.register(staticSite, { publicDir, origins, provider })
  return app
}
