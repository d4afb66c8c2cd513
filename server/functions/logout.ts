/*
 * POST /api/logout as a Netlify Function; the CDN's _redirects routes the path here. Only function
 * entry points live in this folder: Netlify turns every file in it into a function.
 */
import { netlifyFunction } from '../endpoints/netlify-function'

export default netlifyFunction('/api/logout')
