import { Link } from 'gatsby'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { localePath } from '../../i18n/paths'
import type { Language } from '../../i18n/languages'
import { navItems, type NavItem, type NavKey } from './nav-items'
import { useIsAuthenticated } from '../../features/auth'

/**
 * Only signed-in visitors see the consultant and the sign-out entry: they come in their own chunk
 * (with the kit's persona), out of every page's first load.
 */
const AccountLinks = lazy(() =>
  import(/* webpackChunkName: "account-links" */ './account-links').then(({ AccountLinks }) => ({
    default: AccountLinks,
  })),
)

const loginItem = navItems.find((item) => item.key === 'login')
const otherItems = navItems.filter((item) => item !== loginItem)

export interface NavLinksProps {
  language: Language
  isHome: boolean
  active: NavKey | null
  orientation: 'horizontal' | 'vertical'
  onNavigate?: () => void
}

/** The header's links; on the home page section links are in-page anchors. */
export function NavLinks({ language, isHome, active, orientation, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('common')
  const isAuthenticated = useIsAuthenticated()
  const renderItem = (item: NavItem) => {
    const label = t(`nav.${item.key}`)
    const current = active === item.key ? 'true' : undefined
    const sx: ThemeUIStyleObject = item.variant
      ? {
          variant: `buttons.${item.variant}`,
          display: 'inline-block',
          textDecoration: 'none',
          whiteSpace: 'nowrap',
        }
      : { variant: 'links.nav', display: 'inline-block', whiteSpace: 'nowrap' }
    const hash = item.section ? `#${item.section}` : ''
    return (
      <li key={item.key}>
        {isHome && item.section ? (
          <a href={hash} aria-current={current} sx={sx} onClick={onNavigate}>
            {label}
          </a>
        ) : (
          <Link
            to={localePath(language, item.path) + hash}
            aria-current={current}
            sx={sx}
            onClick={onNavigate}
          >
            {label}
          </Link>
        )}
      </li>
    )
  }
  const login = loginItem ? renderItem(loginItem) : null
  return (
    <ul
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: orientation === 'horizontal' ? 'row' : 'column',
        alignItems: orientation === 'horizontal' ? 'center' : 'stretch',
        gap: orientation === 'horizontal' ? 1 : 2,
      }}
    >
      {otherItems.map(renderItem)}
      {isAuthenticated ? (
        // Signed in, the consultant and a sign-out entry take the login entry's place (the last
        // one), once their chunk is there: until then the login entry stays, so the header changes once.
        <Suspense fallback={login}>
          <AccountLinks language={language} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        login
      )}
    </ul>
  )
}
