import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import { Banner } from '../ui/banner'
import { OutdatedTranslationNote } from '../content-note'
import {
  isAnnouncementCurrent,
  type Announcement,
  type AnnouncementLink,
} from '../../lib/content/announcement'
import {
  dismissedAttribute,
  expiredAttribute,
  expiryScript,
  readDismissedAnnouncement,
  rememberDismissal,
} from './dismissal'

export interface AnnouncementBannerProps {
  /** `isOutdated`: translated from an older pt-BR banner (gatsby/localise-page.ts). */
  announcement: Announcement & { isOutdated?: boolean }
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
 * content/announcement/<locale>.json, on the kit's Banner. Dismissal is remembered per id; a
 * dismissed or expired one is hidden before paint.
 */
export function AnnouncementBanner({ announcement, language }: AnnouncementBannerProps) {
  const { t } = useTranslation('common')
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const expired = !isAnnouncementCurrent(announcement, Date.now())
    setHidden(expired || readDismissedAnnouncement() === announcement.id)
  }, [announcement])
  if (hidden) return null
  const { id } = announcement
  return (
    <div
      data-announcement={id}
      sx={{
        [`html[${dismissedAttribute}="${id}"] &, html[${expiredAttribute}="${id}"] &`]: {
          display: 'none',
        },
      }}
    >
      <Banner
        status="info"
        aria-label={t('announcement.label')}
        title={announcement.title}
        link={
          announcement.link ? (
            <AnnouncementLinkElement link={announcement.link} language={language} />
          ) : undefined
        }
        action={
          announcement.action ? (
            <AnnouncementLinkElement link={announcement.action} language={language} asButton />
          ) : undefined
        }
        closeLabel={t('announcement.dismiss')}
        onClose={() => {
          rememberDismissal(id)
          setHidden(true)
        }}
        sx={{ maxWidth: 'container', mx: 'auto' }}
      >
        {announcement.description}
        {announcement.isOutdated ? (
          // The banner's own colours: muted text would lose contrast on its background.
          <OutdatedTranslationNote sx={{ color: 'inherit', mt: 1 }} />
        ) : null}
      </Banner>
      {announcement.endsAt ? (
        <script dangerouslySetInnerHTML={{ __html: expiryScript(id, announcement.endsAt) }} />
      ) : null}
    </div>
  )
}
