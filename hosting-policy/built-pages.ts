import { localePath } from '../src/i18n/paths'
import { routeList } from '../src/i18n/routes'

/** The file of public/ a page path is served from: `/` → `index.html`, `/en/x/` → `en/x/index.html`. */
export function pageFileOf(pagePath: string): string {
  return `${pagePath.slice(1)}index.html`
}

/**
 * The pages of a build, for the redirects of the production server (server/site/redirects.ts) and
 * of the CDN (post-build/netlify-redirects.ts): each address of the route table
 * (src/i18n/routes.ts) in each of its locales, if the build wrote its page. A dev-only page is
 * then in a catalogue build only; an HTML file the table does not declare (the editor's
 * `admin/index.html`) gets no locale redirect.
 */
export function builtPagePaths(hasFile: (relativePath: string) => boolean): string[] {
  return routeList
    .flatMap((route) => route.locales.map((language) => localePath(language, route.path)))
    .filter((pagePath) => hasFile(pageFileOf(pagePath)))
}
