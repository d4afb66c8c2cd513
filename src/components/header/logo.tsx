import { Link } from 'gatsby'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThemeUIStyleObject } from 'theme-ui'
import { siteConfig } from '../../lib/site-config'
import { localePath } from '../../i18n/paths'
import type { Language } from '../../i18n/languages'
import { prefersReducedMotion } from '../../hooks/use-media-query'

const logoStyles: ThemeUIStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  color: 'text',
  textDecoration: 'none',
  fontWeight: 'bold',
  fontSize: 3,
  whiteSpace: 'nowrap',
}

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" sx={{ fill: 'primary' }} />
      <path
        d="M7 18l5-6 4 4 5-7"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        sx={{ stroke: 'secondary' }}
      />
    </svg>
  )
}

/** On the home page the logo scrolls to the top (smoothly unless reduced motion); elsewhere it goes home. */
export function Logo({ language, isHome }: { language: Language; isHome: boolean }) {
  const { t } = useTranslation('common')
  const brand = siteConfig.brandName
  const home = localePath(language, '/')
  if (isHome) {
    const scrollToTop = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      if (window.location.hash) window.history.replaceState(null, '', home)
    }
    return (
      <a
        href={home}
        onClick={scrollToTop}
        aria-label={t('header.logoTopLabel', { brand })}
        sx={logoStyles}
      >
        <LogoMark />
        <span>{brand}</span>
      </a>
    )
  }
  return (
    <Link to={home} aria-label={t('header.logoLabel', { brand })} sx={logoStyles}>
      <LogoMark />
      <span>{brand}</span>
    </Link>
  )
}
