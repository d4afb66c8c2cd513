import { defaultLanguage, isLanguage } from '../src/i18n/languages'
import { splitLocalePath } from '../src/i18n/paths'

/**
 * The 404 page for a path, best first: the locale's own (`/en/…` → `en/404/index.html`), then the
 * pt-BR one. Unknown prefixes such as `/de/` are pt-BR paths to splitLocalePath.
 */
export function notFoundPagesFor(pathname: string): string[] {
  const { language } = splitLocalePath(pathname)
  const rootPage = '404.html'
  if (language === defaultLanguage) return [rootPage, '404/index.html']
  return [`${language}/404/index.html`, `${language}/404.html`, rootPage]
}

/** Gatsby's 404 pages also exist at their own URLs (`/404.html`, `/en/404/`): never a 200 there. */
export function isNotFoundPage(relativePath: string): boolean {
  const match = /^(?:([^/]+)\/)?404(?:\.html|\/|\/index\.html)$/.exec(relativePath)
  return match !== null && (match[1] === undefined || isLanguage(match[1]))
}

/** The CDN's configuration, written into public/ by the build: not part of the site. */
export const hostConfigFiles: readonly string[] = ['_headers', '_redirects']

/**
 * Whether a request path (without the leading `/`) may be answered from public/: not a 404 page,
 * not the CDN's files, not a source map (maps are for error reports, not visitors), not a
 * precompressed sibling by its own name (it is served for its file, with that file's headers).
 * Dot files are refused by @fastify/static's `dotfiles: 'ignore'`.
 */
export function isPublicPath(relativePath: string): boolean {
  return (
    !isNotFoundPage(relativePath) &&
    !hostConfigFiles.includes(relativePath) &&
    !/\.(?:map|br|gz)$/.test(relativePath)
  )
}
