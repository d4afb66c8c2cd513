import { isSitePath, type BuildSettings } from '../../../hosting-policy/build-manifest'

/** Where the CDN's `_redirects` sends the provider's path (post-build/netlify-redirects.ts). */
export const providerFunctionPath = '/.netlify/functions/provider'

/**
 * The site's path a provider request was made to. The CDN may hand the function the visitor's
 * URL or the rewritten one (`/.netlify/functions/provider/auth/v1/signin`); both map to the
 * same path under GATSBY_API_URL, and anything else to a path the proxy answers 404 (in
 * cross-site mode, to a path no endpoint serves).
 */
export function providerPathOf(pathname: string, { apiUrl }: BuildSettings): string {
  // Cross-site mode: the function is bundled all the same, and forwards nothing.
  if (!isSitePath(apiUrl)) return providerFunctionPath
  if (pathname === providerFunctionPath || pathname.startsWith(`${providerFunctionPath}/`)) {
    return apiUrl + pathname.slice(providerFunctionPath.length)
  }
  return pathname.startsWith(`${apiUrl}/`) || pathname === apiUrl ? pathname : `${apiUrl}/`
}
