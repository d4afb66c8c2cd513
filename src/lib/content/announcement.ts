/**
 * One announcement per locale, edited in content/announcement/<locale>.json and declared in the
 * content model (model/announcement-banner.ts). Validated at build time (gatsby-node) so a broken
 * file names itself instead of showing an empty banner.
 */
import { checkFields } from './check-fields'
import { jsonContentError } from './json-content-error'
import { announcementBanner, type Announcement } from './model/announcement-banner'

export type { Announcement, AnnouncementLink } from './model/announcement-banner'

/** Whether the announcement is still to be shown at `now` (ms). */
export function isAnnouncementCurrent(announcement: Announcement, now: number): boolean {
  return !announcement.endsAt || now < Date.parse(announcement.endsAt)
}

/** Returns the announcement to show, or null when the file turns it off. */
export function parseAnnouncement(value: unknown, file: string): Announcement | null {
  const problems = checkFields(announcementBanner.fields, value)
  if (problems.length > 0) throw jsonContentError(file, problems)
  const entry = value as Announcement & { enabled: boolean }
  if (!entry.enabled) return null
  const { id, title, description, link, action, endsAt } = entry
  return {
    id,
    title,
    description,
    ...(link ? { link } : {}),
    ...(action ? { action } : {}),
    ...(endsAt ? { endsAt } : {}),
  }
}
