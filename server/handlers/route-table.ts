import { health } from './health'
import type { Route } from './route'

/** Every endpoint of the site. /api/logout and /monitoring join here. */
export const routeTable: readonly Route[] = [
  { method: 'GET', path: '/api/health', handler: health },
]
