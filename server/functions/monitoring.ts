/*
 * POST /monitoring (the Sentry tunnel) as a Netlify Function; GATSBY_SENTRY_DSN must be set in the
 * functions' environment, or it answers 404. Routed here by the CDN's _redirects.
 */
import { endpointTable } from '../endpoints/endpoint-table'
import { netlifyFunction } from '../endpoints/netlify-function'

export default netlifyFunction(endpointTable.monitoring.path)
