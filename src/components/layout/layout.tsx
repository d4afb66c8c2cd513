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
import { PhraseBreaksProvider, type PhraseBreaks } from '../ui/phrase-text'
import { Analytics } from '../analytics/analytics'
import { ConsentBanner } from '../consent'
import { useTranslation } from 'react-i18next'

/** Pages of languages with spaces between words have no breaks to mark. */
const noBreaks: PhraseBreaks = {}

export interface LayoutProps {
  pageContext: SitePageContext
  children: ReactNode
}

/**
 * The frame of every page: skip link, fixed header, the notices, body, footer.
 *
 * The notices share one place, in the flow between the header and the body, never over the page,
 * each a line or two tall, and show one at a time in this order (noticeCss), so a phone's
 * first screen keeps the page's heading and its main control (docs/product.md#notices).
 */
export function Layout({ pageContext, children }: LayoutProps) {
  const { language, originalPath } = pageContext.i18n
  const { announcement, suggestions } = pageContext.frame
  const { t } = useTranslation('common')
  return (
    <PhraseBreaksProvider value={pageContext.headingBreaks ?? noBreaks}>
      <SkipLink />
      <Header language={language} originalPath={originalPath} />
      {/* The fixed header covers the top of the page: everything below starts under it. */}
      <div sx={{ pt: `${headerHeight}px` }}>
        <div data-notice-area="">
          <IsolatedSection name="language-suggestion">
            <LanguageSuggestion
              language={language}
              originalPath={originalPath}
              suggestions={suggestions}
            />
          </IsolatedSection>
          <ConsentBanner />
          {announcement ? (
            <IsolatedSection name="announcement">
              <AnnouncementBanner announcement={announcement} language={language} />
            </IsolatedSection>
          ) : null}
        </div>
        <main id={mainContentId} tabIndex={-1} sx={{ outline: 'none' }}>
          {children}
        </main>
      </div>
      <Footer />
      <Analytics originalPath={originalPath} />
      <ToastRegion closeLabel={t('toast.close')} />
    </PhraseBreaksProvider>
  )
}
