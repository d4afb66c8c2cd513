import { splitLocalePath } from '../src/i18n/paths'
import { routeAt } from '../src/i18n/routes'

/**
 * The team's pages (rows with `devOnly`, src/i18n/routes.ts: the kit catalogue) are for the team:
 * `gatsby develop` and the browser-test build (GATSBY_KIT_CATALOGUE=1) have them, a production
 * build does not. `path` is a page's path in any locale; the i18n plugin writes its copies' paths
 * without the leading slash (`en/dev/kit/`).
 */
export function isHiddenDevPage(path: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const isDevPage = routeAt(splitLocalePath(path.startsWith('/') ? path : `/${path}`).path)?.devOnly
  return isDevPage === true && env.NODE_ENV === 'production' && env.GATSBY_KIT_CATALOGUE !== '1'
}
