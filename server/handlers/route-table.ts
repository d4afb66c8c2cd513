import { readSentryDsn } from '../config'
import { health } from './health'
import { logout } from './logout'
import { createMonitoringHandler } from './monitoring'
import type { Route } from './route'

export interface EndpointConfig {
  /** GATSBY_SENTRY_DSN; unset, /monitoring answers 404 and forwards nothing. */
  sentryDsn: string | undefined
  /** The tunnel's wait for Sentry; tests shorten it. */
  upstreamTimeoutMs?: number
}

/** Every endpoint of the site, as the production server, `gatsby develop` and functions serve them. */
export function createRouteTable({ sentryDsn, upstreamTimeoutMs }: EndpointConfig): Route[] {
  return [
    { method: 'GET', path: '/api/health', handler: health },
    { method: 'POST', path: '/api/logout', handler: logout },
    {
      method: 'POST',
      path: '/monitoring',
      handler: createMonitoringHandler({ dsn: sentryDsn, timeoutMs: upstreamTimeoutMs }),
    },
  ]
}

/** Configured from the environment once, when the server (or `gatsby develop`) starts. */
export const routeTable: readonly Route[] = createRouteTable({ sentryDsn: readSentryDsn() })
