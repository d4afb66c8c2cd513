import { isAnnouncementCurrent, parseAnnouncement } from './announcement'

const valid = {
  enabled: true,
  id: 'launch-2026',
  title: 'New',
  description: 'Something happened.',
  link: { label: 'Read more', href: '/qatrading/faq/' },
  action: { label: 'Open', href: 'https://example.com/x' },
}

it('returns the announcement of a valid, enabled file', () => {
  expect(parseAnnouncement(valid, 'en.json')).toEqual({
    id: 'launch-2026',
    title: 'New',
    description: 'Something happened.',
    link: valid.link,
    action: valid.action,
  })
})

it('returns nothing when the file turns the banner off', () => {
  expect(parseAnnouncement({ ...valid, enabled: false }, 'en.json')).toBeNull()
})

it('names the file and every wrong field', () => {
  const broken = {
    enabled: 'yes',
    id: 'Launch 2026',
    title: '',
    link: { label: 'x', href: 'javascript:alert(1)' },
  }
  expect(() => parseAnnouncement(broken, 'content/announcement/fr.json')).toThrow(
    'content/announcement/fr.json: "enabled" must be true or false; "title" must be a non-empty text; ' +
      '"description" must be a non-empty text; "id" may only hold lower-case letters, digits and dashes, ' +
      'got "Launch 2026"; "link.href" must start with / or https://',
  )
})

it('accepts an end date and knows when the announcement is over', () => {
  const announcement = parseAnnouncement({ ...valid, endsAt: '2026-12-31T23:59:59Z' }, 'en.json')!
  expect(isAnnouncementCurrent(announcement, Date.parse('2026-12-31T12:00:00Z'))).toBe(true)
  expect(isAnnouncementCurrent(announcement, Date.parse('2027-01-01T00:00:00Z'))).toBe(false)
})

it('rejects an end date that is not a date', () => {
  expect(() => parseAnnouncement({ ...valid, endsAt: 'next friday' }, 'es.json')).toThrow(
    'es.json: "endsAt" must be a date like "2026-12-31" or "2026-12-31T18:00:00-03:00", got "next friday"',
  )
})

it('accepts a translation stamp, and names a malformed one with how to write it', () => {
  expect(parseAnnouncement({ ...valid, translatedFrom: '3f2a9c1b7e4d' }, 'es.json')).toEqual(
    parseAnnouncement(valid, 'es.json'),
  )
  expect(() =>
    parseAnnouncement({ ...valid, translatedFrom: 'yesterday' }, 'content/announcement/es.json'),
  ).toThrow(
    'content/announcement/es.json: "translatedFrom" must be the 12 hex digits "npm run content:stamp" writes, like "3f2a9c1b7e4d", got "yesterday"',
  )
})
