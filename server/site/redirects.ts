import { defaultLanguage } from '../../src/i18n/languages'
import { correctLocaleCase, withTrailingSlash } from '../../src/i18n/paths'

/**
 * Where a path with a locale prefix in another letter case (`/pt-pt/`, `/EN/`) or with the
 * unprefixed default's (`/pt-BR/…`) belongs: one 301 to the real path, query kept, the trailing
 * slash added in the same hop when the target is a page. `/pt-BR/…` moves only to a page of the
 * build, as on the CDN (one rule per page there): anything else under it is pt-BR's 404. Null when
 * the path is right, or when the corrected path would not stay on this site
 * (`/pt-BR//evil.example/` → `//evil.example/`). Trailing slashes alone are @fastify/static's
 * `redirect` option.
 */
export function localeRedirect(
  url: string,
  /** The build's page paths (hosting-policy/built-pages.ts), decoded, each ending with `/`. */
  pages: ReadonlySet<string>,
): string | null {
  const queryStart = url.indexOf('?')
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
  const search = queryStart === -1 ? '' : url.slice(queryStart)
  const corrected = correctLocaleCase(pathname)
  if (corrected === null || !isSameSiteLocation(corrected)) return null
  const isPage = pages.has(withTrailingSlash(decoded(corrected)))
  const [, prefix = ''] = pathname.split('/')
  if (!isPage && prefix.toLowerCase() === defaultLanguage.toLowerCase()) return null
  return (isPage && !corrected.endsWith('/') ? `${corrected}/` : corrected) + search
}

/**
 * A redirect target that a browser resolves on this site: a path that neither starts with `//` or
 * `/\` (another host) nor does so once decoded, or once tabs and newlines are dropped as URL
 * parsers do.
 */
export function isSameSiteLocation(location: string): boolean {
  const forms = [location, decoded(location)].map((form) => form.replace(/[\t\n\r]/g, ''))
  return forms.every((form) => form.startsWith('/') && !/^\/[/\\]/.test(form))
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
