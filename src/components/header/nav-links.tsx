import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { localePath } from '../../i18n/paths'
import type { Language } from '../../i18n/languages'
import { navItems, type NavKey } from './nav-items'
import { useAuth } from '../../features/auth'
import { AccountLinks } from './account-links'

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
  const { isAuthenticated } = useAuth()
  // Signed in: the consultant and a sign-out entry take the login entry's place.
  const items = isAuthenticated ? navItems.filter((item) => item.key !== 'login') : navItems
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
      {items.map((item) => {
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
      })}
      {isAuthenticated ? <AccountLinks language={language} onNavigate={onNavigate} /> : null}
    </ul>
  )
}
