/**
 * One announcement per locale, edited in content/announcement/<locale>.json. Validated at build
 * time (gatsby-node) so a broken file names itself instead of showing an empty banner.
 */
export interface AnnouncementLink {
  label: string
  /** A site path without locale prefix (`/signup/`) or a full https:// address. */
  href: string
}

export interface Announcement {
  /** Dismissal is remembered per id: a new id shows the banner again to everyone. */
  id: string
  title: string
  description: string
  link?: AnnouncementLink
  action?: AnnouncementLink
  /** ISO date or date-time after which the banner disappears, without a rebuild. */
  endsAt?: string
}

/** Whether the announcement is still to be shown at `now` (ms). */
export function isAnnouncementCurrent(announcement: Announcement, now: number): boolean {
  return !announcement.endsAt || now < Date.parse(announcement.endsAt)
}

/** Returns the announcement to show, or null when the file turns it off. */
export function parseAnnouncement(value: unknown, file: string): Announcement | null {
  const problems: string[] = []
  const entry = (value ?? {}) as Record<string, unknown>
  if (typeof entry.enabled !== 'boolean') problems.push('"enabled" must be true or false')
  for (const field of ['id', 'title', 'description'] as const) {
    if (typeof entry[field] !== 'string' || (entry[field] as string).trim() === '') {
      problems.push(`"${field}" must be a non-empty text`)
    }
  }
  if (typeof entry.id === 'string' && !/^[a-z0-9-]+$/.test(entry.id)) {
    problems.push(`"id" may only hold lower-case letters, digits and dashes, got "${entry.id}"`)
  }
  for (const field of ['link', 'action'] as const) {
    const link = entry[field]
    if (link === undefined) continue
    const { label, href } = (link ?? {}) as Record<string, unknown>
    if (typeof label !== 'string' || label.trim() === '') {
      problems.push(`"${field}.label" must be a non-empty text`)
    }
    if (typeof href !== 'string' || !/^(\/|https:\/\/)\S*$/.test(href)) {
      problems.push(`"${field}.href" must start with / or https://`)
    }
  }
  if (
    entry.endsAt !== undefined &&
    (typeof entry.endsAt !== 'string' || Number.isNaN(Date.parse(entry.endsAt)))
  ) {
    problems.push(
      `"endsAt" must be a date like "2026-12-31" or "2026-12-31T18:00:00-03:00", got ${JSON.stringify(entry.endsAt)}`,
    )
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`)
  if (!entry.enabled) return null
  const { id, title, description, link, action, endsAt } = entry as unknown as Announcement
  return {
    id,
    title,
    description,
    ...(link ? { link } : {}),
    ...(action ? { action } : {}),
    ...(endsAt ? { endsAt } : {}),
  }
}
