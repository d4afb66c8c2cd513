import type { Language } from '../../../i18n/languages'
import type { FieldValues } from './fields'
import type { JsonContentKind } from './content-kinds'

/** An optional button of the banner: left out of the file when empty; when there, both parts. */
const bannerLink = (label: string) =>
  ({
    type: 'group',
    label,
    optional: true,
    fields: {
      label: { type: 'text', label: 'Text' },
      /** A site path without locale prefix (`/signup/`) or a full https:// address. */
      href: { type: 'site-link', label: 'Link' },
    },
  }) as const

/** The banner at the top of every page, one file per locale: content/announcement/<locale>.json. */
export const announcementBanner = {
  file: 'content/announcement/<locale>.json',
  fields: {
    enabled: { type: 'boolean', label: 'Show the banner', default: false },
    /** Dismissal is remembered per id: a new id shows the banner again to everyone. */
    id: {
      type: 'text',
      label: 'Id',
      format: 'lower-case-id',
      hint: 'Visitors who closed the banner see it again only when this changes.',
    },
    title: {
      type: 'text',
      label: 'Title',
      hint: 'Shown on one line at the top of every page (cut short on phones if longer); the text, link and button open from it.',
    },
    description: { type: 'text', label: 'Text', multiline: true },
    link: bannerLink('Link (optional)'),
    action: bannerLink('Button (optional)'),
    /** ISO date or date-time after which the banner disappears, without a rebuild. */
    endsAt: {
      type: 'date',
      label: 'Ends at (optional)',
      optional: true,
      hint: 'After this moment the banner disappears by itself, without a new build.',
    },
  },
} as const satisfies JsonContentKind

/** A banner as the site shows it: `enabled: false` means there is none. */
export type Announcement = Omit<FieldValues<typeof announcementBanner.fields>, 'enabled'>
export type AnnouncementLink = NonNullable<Announcement['link']>

/** The announcement file of one language. */
export function announcementFile(language: Language): string {
  return announcementBanner.file.replace('<locale>', language)
}
