import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../i18n/languages'
import { localePath } from '../../i18n/paths'
import {
  isAnnouncementCurrent,
  type Announcement,
  type AnnouncementLink,
} from './announcement-content'
import {
  dismissedAttribute,
  expiredAttribute,
  expiryScript,
  readDismissedAnnouncement,
  rememberDismissal,
} from './dismissal'

export interface AnnouncementBannerProps {
  announcement: Announcement
  language: Language
}

function BannerLink({
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

/** The optional announcement of SPEC §2, from content/announcement/<locale>.json; dismissal is remembered. */
export function AnnouncementBanner({ announcement, language }: AnnouncementBannerProps) {
  const { t } = useTranslation('common')
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    const expired = !isAnnouncementCurrent(announcement, Date.now())
    setDismissed(expired || readDismissedAnnouncement() === announcement.id)
  }, [announcement])
  if (dismissed) return null
  return (
    <div
      role="status"
      aria-label={t('announcement.label')}
      data-announcement={announcement.id}
      sx={{
        bg: 'muted',
        borderBottom: '1px solid',
        borderColor: 'border',
        // Hidden before paint when the pre-body script found this id dismissed.
        [`html[${dismissedAttribute}="${announcement.id}"] &, html[${expiredAttribute}="${announcement.id}"] &`]:
          {
            display: 'none',
          },
      }}
    >
      <div
        sx={{
          maxWidth: 'container',
          mx: 'auto',
          px: 3,
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 3,
        }}
      >
        <p sx={{ m: 0, flex: '1 1 20rem' }}>
          <strong>{announcement.title}</strong> {announcement.description}{' '}
          {announcement.link ? <BannerLink link={announcement.link} language={language} /> : null}
        </p>
        {announcement.action ? (
          <BannerLink link={announcement.action} language={language} asButton />
        ) : null}
        <button
          type="button"
          aria-label={t('announcement.dismiss')}
          onClick={() => {
            rememberDismissal(announcement.id)
            setDismissed(true)
          }}
          sx={{ variant: 'buttons.ghost', lineHeight: 1, px: 2 }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {announcement.endsAt ? (
        <script
          dangerouslySetInnerHTML={{ __html: expiryScript(announcement.id, announcement.endsAt) }}
        />
      ) : null}
    </div>
  )
}
