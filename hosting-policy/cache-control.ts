/**
 * Cache policy after Gatsby's caching guidance: content-hashed files never change, so browsers and
 * the CDN keep them a year; everything else (HTML, page-data, app-data.json, sw.js, unhashed files)
 * is revalidated on every use so a deploy shows up at once.
 */
export const immutable = 'public, max-age=31536000, immutable'
export const revalidate = 'public, max-age=0, must-revalidate'
/** Endpoint answers are per request and may carry personal data. */
export const noStore = 'no-store'

/** Webpack's `[name]-[contenthash].js` and `[name].[contenthash].css` (20 hex digits by default). */
const contentHashedAsset = /[-.][0-9a-f]{16,}\.(?:js|css)$/

/** For a file of the build by its path relative to public/ (`static/…/logo.png`, `en/index.html`). */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('static/')) return immutable
  if (!relativePath.startsWith('page-data/') && contentHashedAsset.test(relativePath)) {
    return immutable
  }
  return revalidate
}

export function isEndpointPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}
