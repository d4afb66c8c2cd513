import type { ReactNode } from 'react'
import type { SitePageContext } from '../../lib/page-context'
import { headerHeight } from '../../lib/theme'
import { AnnouncementBanner } from '../announcement'
import { IsolatedSection } from '../../features/crash'
import { Footer } from '../footer'
import { Header } from '../header'
import { LanguageSuggestion } from '../language-suggestion'
import { SkipLink, mainContentId } from '../skip-link/skip-link'
import { ToastRegion } from '../ui/toast'
import { Analytics } from '../analytics/analytics'
import { ConsentBanner } from '../consent'
import { useTranslation } from 'react-i18next'

export interface LayoutProps {
  pageContext: SitePageContext
  children: ReactNode
}

/**
 * The frame of every page: skip link, fixed header, consent banner, announcement, body,
 * footer.
 */
export function Layout({ pageContext, children }: LayoutProps) {
  const { language, originalPath } = pageContext.i18n
  const { announcement, suggestions } = pageContext.frame
  const { t } = useTranslation('common')
  return (
    <>
      <SkipLink />
      <Header language={language} originalPath={originalPath} />
      {/* Fixed at the bottom, but early in the reading and tab order: reached right after the header. */}
      <ConsentBanner />
      {/* The fixed header covers the top of the page: everything below starts under it. */}
      <div sx={{ pt: `${headerHeight}px` }}>
        {announcement ? (
          <IsolatedSection name="announcement">
            <AnnouncementBanner announcement={announcement} language={language} />
          </IsolatedSection>
        ) : null}
        <main id={mainContentId} tabIndex={-1} sx={{ outline: 'none' }}>
          {children}
        </main>
      </div>
      <Footer />
      <IsolatedSection name="language-suggestion">
        <LanguageSuggestion
          language={language}
          originalPath={originalPath}
          suggestions={suggestions}
        />
      </IsolatedSection>
      <Analytics originalPath={originalPath} />
      <ToastRegion closeLabel={t('toast.close')} />
    </>
  )
}
