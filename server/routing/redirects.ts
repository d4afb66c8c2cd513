import { correctLocaleCase, withTrailingSlash } from '../../src/i18n/paths'
import { parseRequestPath, type RequestPath } from '../static/request-path'
import { lookUp, type Lookup } from '../static/site-files'

/**
 * Where a request belongs when its path is not the canonical one (a 301 target with the query kept),
 * or null. Canonical means: the locale prefix exactly as in languages.ts (`/pt-PT/`, not `/pt-pt/`),
 * and page paths ending with `/` (trailingSlash 'always'). Files keep their name.
 */
export async function redirectLocation(
  publicDir: string,
  requestPath: RequestPath,
  lookup: Lookup,
): Promise<string | null> {
  const casedPathname = correctLocaleCase(requestPath.pathname)
  if (casedPathname !== null) {
    // `/pt-pt/faq` goes to `/pt-PT/faq/` in one hop, not two.
    const cased = parseRequestPath(casedPathname)
    const casedLookup = cased.segments ? await lookUp(publicDir, cased.segments) : lookup
    return (pagePathWithSlash(casedPathname, casedLookup) ?? casedPathname) + requestPath.search
  }
  const withSlash = pagePathWithSlash(requestPath.pathname, lookup)
  return withSlash === null ? null : withSlash + requestPath.search
}

function pagePathWithSlash(pathname: string, lookup: Lookup): string | null {
  if (lookup.kind !== 'page-without-slash') return null
  const canonical = withTrailingSlash(pathname)
  // A directory named like a file (`/v1.2`) is not a page path under the policy: no redirect loop.
  return canonical === pathname ? null : canonical
}
