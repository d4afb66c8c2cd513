import { Link } from 'gatsby'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { Banner } from '../ui/banner'
import { clampLines, disclosureSummary } from '../ui/disclosure'
import {
  isAnnouncementCurrent,
  type Announcement,
  type AnnouncementLink,
} from '../../lib/content/announcement'
import { dismissedAttribute, expiredAttribute, expiryScript, rememberDismissal } from './dismissal'
import { moveFocusToMainFrom } from '../skip-link/skip-link'

export interface AnnouncementBannerProps {
  announcement: Announcement
  language: Language
}

function AnnouncementLinkElement({
  link,
  language,
  asButton,
}: {
  link: AnnouncementLink
  language: Language
  asButton?: boolean
}) {
  const sx = asButton
    ? { variant: 'buttons.primary', display: 'inline-block', textDecoration: 'none', py: 1 }
    : { color: 'link', fontWeight: 'medium' }
  return link.href.startsWith('/') ? (
    <Link to={localePath(language, link.href)} sx={sx}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} rel="noopener" sx={sx}>
      {link.label}
    </a>
  )
}

/**
 * The optional announcement (docs/product.md#announcement-banner), from
 * content/announcement/<locale>.json: one of the notices at the top of the page
 * (docs/product.md#notices), one line tall whatever the editor wrote. Its title opens the rest
 * (description, link, action). Dismissal is remembered per id and marked on <html>, as is the
 * end date once passed: a dismissed or expired one is hidden, before paint on a page's first load.
 */
export function AnnouncementBanner({ announcement, language }: AnnouncementBannerProps) {
  const { t } = useTranslation('common')
  const { id, link, action } = announcement
  // A page reached by client-side navigation runs no inline script: its end is checked here. A
  // stored dismissal is already marked on <html>, which outlives the navigation.
  useEffect(() => {
    if (!isAnnouncementCurrent(announcement, Date.now())) {
      document.documentElement.setAttribute(expiredAttribute, announcement.id)
    }
  }, [announcement])
  return (
    <div
      data-notice="announcement"
      data-announcement={id}
      sx={{
        [`html[${dismissedAttribute}="${id}"] &, html[${expiredAttribute}="${id}"] &`]: {
          display: 'none',
        },
      }}
    >
      <Banner
        icon={false}
        aria-label={t('announcement.label')}
        closeLabel={t('announcement.dismiss')}
        onClose={() => {
          moveFocusToMainFrom('[data-announcement]')
          rememberDismissal(id)
        }}
      >
        {/* One line, however long the title: the whole of it, and the rest, once opened. */}
        <details sx={{ '&:not([open]) > summary > span': clampLines(1) }}>
          <summary
            sx={{ ...disclosureSummary, display: 'flex', minHeight: 32, fontWeight: 'bold' }}
          >
            <span>{announcement.title}</span>
          </summary>
          <div sx={{ pb: 1 }}>
            <p>{announcement.description}</p>
            {link || action ? (
              <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mt: 2 }}>
                {link ? <AnnouncementLinkElement link={link} language={language} /> : null}
                {action ? (
                  <AnnouncementLinkElement link={action} language={language} asButton />
                ) : null}
              </div>
            ) : null}
          </div>
        </details>
      </Banner>
      {announcement.endsAt ? (
        <script dangerouslySetInnerHTML={{ __html: expiryScript(id, announcement.endsAt) }} />
      ) : null}
    </div>
  )
}
