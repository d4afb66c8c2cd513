import { languages, type Language } from './languages'
import { withTrailingSlash } from './paths'

/**
 * One row of the route table below: a page of the site and what every part of the site needs to
 * know about it, so that none of them keeps a list of its own.
 */
export interface Route {
  /** The path without locale prefix, ending with `/`: the pt-BR address (`/qatrading/faq/`). */
  readonly path: string
  /** The page file Gatsby makes the page from, relative to `src/pages/`. */
  readonly page: string
  /**
   * The locales the page is built in. Always pt-BR: its path is the unprefixed one and the
   * `x-default` of every other locale's.
   */
  readonly locales: readonly Language[]
  /**
   * In the header's navigation (in the table's order, after the home page's sections): as a link,
   * or as a button in the kit's `primary` or `solid` style. The label is `nav.<key>` of
   * `locales/<locale>/common.json`.
   */
  readonly nav: 'link' | 'primary' | 'solid' | false
  /**
   * Open to search engines: listed in sitemap.xml, with a canonical and hreflang links. Otherwise
   * the page says `noindex` and the sitemap leaves it out: the two go together, since a sitemap
   * must list only pages that may be indexed.
   */
  readonly sitemap: boolean
  /**
   * Whether the analytics script may run on the page and the pages below its path. Not where a
   * password is typed or a session is held: a third-party script could read them.
   */
  readonly analytics: boolean
  /** For a signed-in visitor only: a signed-out visit goes to the login before the page paints. */
  readonly signedIn: boolean
  /**
   * The team's page: `gatsby develop` and the browser-test build (GATSBY_KIT_CATALOGUE=1) have it,
   * a production build does not.
   */
  readonly devOnly: boolean
}

/**
 * A row as written below: its path and page file, and only the columns where it differs from a
 * public page (every locale, not in the header, in the sitemap, analytics allowed, for everyone,
 * in every build). The defaults travel once in the bundle instead of in every row.
 */
function route(row: Pick<Route, 'path' | 'page'> & Partial<Route>): Route {
  return {
    locales: languages,
    nav: false,
    sitemap: true,
    analytics: true,
    signedIn: false,
    devOnly: false,
    ...row,
  }
}

/**
 * Every page of the site, declared once. gatsby-node builds each row's page in its locales (and
 * stops the build, naming the file, when a page file has no row or a row no file:
 * gatsby/page-files.ts); the page head, the sitemap, the header, the analytics boundary, the
 * signed-out redirect (gatsby-ssr.tsx) and the browser tests' list of public pages read the rest.
 * The server's and the CDN's locale redirects read it too (hosting-policy/built-pages.ts). A new
 * page is its file in src/pages/, its strings in locales/ and a row here.
 */
export const routes = {
  home: route({ path: '/', page: 'index.tsx' }),
  faq: route({ path: '/qatrading/faq/', page: 'qatrading/faq.tsx', nav: 'link' }),
  signup: route({ path: '/signup/', page: 'signup.tsx', nav: 'primary' }),
  login: route({ path: '/login/', page: 'login.tsx', nav: 'solid', analytics: false }),
  consultant: route({
    path: '/consultant/',
    page: 'consultant.tsx',
    sitemap: false,
    analytics: false,
    signedIn: true,
  }),
  notFound: route({ path: '/404/', page: '404.tsx', sitemap: false }),
  kit: route({ path: '/dev/kit/', page: 'dev/kit.tsx', sitemap: false, devOnly: true }),
} satisfies Record<string, Route>

export type RouteKey = keyof typeof routes

/** The route keys in the table's order (the header's order). */
export const routeKeys = Object.keys(routes) as RouteKey[]

/** The rows in the table's order. */
export const routeList: readonly Route[] = routeKeys.map((key) => routes[key])

/** The route whose path is `path` (without locale prefix), if any. */
export function routeAt(path: string): Route | undefined {
  const wanted = withTrailingSlash(path)
  return routeList.find((route) => route.path === wanted)
}
