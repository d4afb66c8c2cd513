import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useScrolledPast } from '../../hooks/use-scrolled-past'
import { useVisibleSection } from '../../hooks/use-visible-section'
import type { Language } from '../../i18n/languages'
import { LanguageMenu } from '../language-menu'
import { activeNavKey, homeSections } from './nav-items'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'

export interface HeaderProps {
  language: Language
  originalPath: string
}

/**
 * Fixed header: transparent at the top, opaque with a shadow once the page has scrolled past the
 * header's own height (docs/product.md#header).
 */
export function Header({ language, originalPath }: HeaderProps) {
  const { t } = useTranslation('common')
  const ref = useRef<HTMLElement>(null)
  const scrolled = useScrolledPast(ref)
  const isHome = originalPath === '/'
  const visibleSection = useVisibleSection(homeSections, isHome)
  const active = activeNavKey(originalPath, visibleSection)
  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 10,
        height: 'header',
        bg: scrolled ? 'headerScrolled' : 'transparent',
        boxShadow: scrolled ? 'header' : 'none',
        transition: 'background-color 0.2s ease, box-shadow 0.2s ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <div
        sx={{
          maxWidth: 'container',
          height: '100%',
          mx: 'auto',
          px: 3,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Logo language={language} isHome={isHome} />
        <nav aria-label={t('header.navLabel')} sx={{ display: ['none', 'none', 'block'] }}>
          <NavLinks language={language} isHome={isHome} active={active} orientation="horizontal" />
        </nav>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <div sx={{ display: ['none', 'none', 'block'] }}>
            <LanguageMenu language={language} originalPath={originalPath} />
          </div>
          <MobileMenu
            language={language}
            originalPath={originalPath}
            isHome={isHome}
            active={active}
          />
        </div>
      </div>
    </header>
  )
}
