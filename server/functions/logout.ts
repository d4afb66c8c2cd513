/*
 * POST /api/logout as a Netlify Function (`export default (request, context) => Response`); the
 * CDN's _redirects routes the path here (server/build/netlify-redirects.ts). Only function entry
 * points live in this folder: Netlify turns every file in it into a function.
 */
import { asFunction } from '../handlers/as-function'
import { routeTable } from '../handlers/route-table'

export default asFunction(routeTable, '/api/logout')
