/*
 * Same-origin mode: the provider's calls below GATSBY_API_URL (e.g. /provider/*) as a Netlify
 * Function, so that the allow-lists and the site's headers of server/endpoints/provider-proxy/
 * apply on the CDN too (a plain `_redirects` proxy would pass the provider's answers as they are).
 */
import { netlifyFunction } from '../endpoints/netlify-function'
import { providerPathOf } from '../endpoints/provider-proxy/provider-function-path'

export default netlifyFunction(providerPathOf)
