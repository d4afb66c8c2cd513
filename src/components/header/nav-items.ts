/** Home-page sections the header links to (#about, #profit, #myfx). */
export const homeSections = ['about', 'profit', 'myfx'] as const
export type HomeSection = (typeof homeSections)[number]

export type NavKey = HomeSection | 'faq' | 'signup' | 'login'

export interface NavItem {
  key: NavKey
  /** Unprefixed site path; section items carry the section as hash. */
  path: string
  section?: HomeSection
  /** Create account uses the primary button style, login the solid one. */
  variant?: 'primary' | 'solid'
}

export const navItems: readonly NavItem[] = [
  { key: 'about', path: '/', section: 'about' },
  { key: 'profit', path: '/', section: 'profit' },
  { key: 'myfx', path: '/', section: 'myfx' },
  { key: 'faq', path: '/qatrading/faq/' },
  { key: 'signup', path: '/signup/', variant: 'primary' },
  { key: 'login', path: '/login/', variant: 'solid' },
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
