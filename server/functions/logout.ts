/*
 * POST /api/logout as a Netlify Function; the CDN's _redirects routes the path here. Each file in
 * this folder is bundled into one function by the build (post-build/bundle-functions.ts).
 */
import { endpointTable } from '../endpoints/endpoint-table'
import { netlifyFunction } from '../endpoints/netlify-function'

export default netlifyFunction(endpointTable.logout.path)
