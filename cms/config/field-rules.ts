/**
 * The validation rules Decap shows next to a field, written once so the editor refuses what the
 * build would refuse (src/lib/content/frontmatter.ts, src/lib/content/announcement.ts,
 * src/lib/site-config.ts). Decap takes a pattern as `[regex source, message]`.
 */
export type Pattern = [string, string]

export const kebabId: Pattern = [
  '^[a-z0-9]+(-[a-z0-9]+)*$',
  'Lower-case letters and digits separated by single dashes, like "minimum-deposit"',
]

export const announcementId: Pattern = [
  '^[a-z0-9-]+$',
  'Lower-case letters, digits and dashes only, like "2026-faq"',
]

export const httpsAddress: Pattern = ['^https://\\S+$', 'A full address starting with https://']

export const siteOrHttpsLink: Pattern = [
  '^(/|https://)\\S*$',
  'A site path without language prefix, like /signup/, or an address starting with https://',
]

export const emailAddress: Pattern = ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'An e-mail address']

/** What `Date.parse` reads the same in every browser and in Node: a date, or a date-time with zone. */
export const isoDate: Pattern = [
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2}))?$',
  'A date like 2026-12-31 or 2026-12-31T18:00:00-03:00',
]
