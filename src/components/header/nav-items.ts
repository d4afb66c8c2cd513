import { routeKeys, routes, type RouteKey } from '../../i18n/routes'

/** Home-page sections the header links to (#about, #profit, #myfx). */
export const homeSections = ['about', 'profit', 'myfx'] as const
export type HomeSection = (typeof homeSections)[number]

/** The routes the table puts in the navigation (src/i18n/routes.ts). */
type NavRouteKey = {
  [Key in RouteKey]: (typeof routes)[Key]['nav'] extends false ? never : Key
}[RouteKey]

export type NavKey = HomeSection | NavRouteKey

export interface NavItem {
  key: NavKey
  /** Unprefixed site path; section items carry the section as hash. */
  path: string
  section?: HomeSection
  /** A button in the kit's style of that name (create account: primary, login: solid). */
  variant?: 'primary' | 'solid'
}

/** The home page's sections, then the routes whose row says `nav`, in the table's order. */
export const navItems: readonly NavItem[] = [
  ...homeSections.map((section) => ({ key: section, path: routes.home.path, section })),
  ...routeKeys.flatMap((key): NavItem[] => {
    const { nav, path } = routes[key]
    if (nav === false) return []
    return [{ key: key as NavRouteKey, path, ...(nav === 'link' ? {} : { variant: nav }) }]
  }),
]

/**
 * Which item is current: on the home page the section that is 0.75 visible, elsewhere the item whose
 * path the page is on (docs/product.md#header). `originalPath` is the path without locale prefix.
 */
export function activeNavKey(
  originalPath: string,
  visibleSection: HomeSection | null,
): NavKey | null {
  if (originalPath === '/') return visibleSection
  const match = navItems.find((item) => !item.section && item.path === originalPath)
  return match ? match.key : null
}
