import { languages } from '../../src/i18n/languages'
import type { DecapField, FilesCollection } from './decap-types'
import {
  announcementId,
  emailAddress,
  httpsAddress,
  isoDate,
  siteOrHttpsLink,
  type Pattern,
} from './field-rules'
import { jsonFormat } from './formats'

const text = (name: string, label: string, pattern?: Pattern, hint?: string): DecapField => ({
  name,
  label,
  widget: 'string',
  required: true,
  ...(pattern ? { pattern } : {}),
  ...(hint ? { hint } : {}),
})

const group = (name: string, label: string, fields: DecapField[]): DecapField => ({
  name,
  label,
  widget: 'object',
  required: true,
  fields,
})

/** content/site.json, field for field what src/lib/site-config.ts validates. */
const siteFields: DecapField[] = [
  text('brandName', 'Brand name'),
  text('phone', 'Phone'),
  text('email', 'E-mail', emailAddress),
  group('address', 'Address', [
    text('street', 'Street'),
    text('city', 'City'),
    text('postalCode', 'Postal code'),
  ]),
  group('social', 'Social network', [
    text('network', 'Network'),
    text('url', 'Address', httpsAddress),
  ]),
  group('developer', 'Developer credit', [
    text('name', 'Name'),
    text('url', 'Address', httpsAddress),
  ]),
  text('provider', 'Trading provider'),
  text('brokerLicence', 'Broker licence number'),
  text('companyRegistration', 'Company registration number'),
  text('jurisdiction', 'Jurisdiction'),
  group('verification', 'Results verification service', [
    text('service', 'Service'),
    text('url', 'Address', httpsAddress),
  ]),
  text('registrationUrl', 'Account opening address (provider)', httpsAddress),
]

/**
 * An optional button of the banner. Left empty, cms/editor/json-format.ts leaves it out of the
 * file, as parseAnnouncement expects; filled, both parts are needed.
 */
const bannerLink = (name: string, label: string): DecapField => ({
  name,
  label,
  widget: 'object',
  required: false,
  collapsed: true,
  fields: [
    { name: 'label', label: 'Text', widget: 'string', required: false },
    {
      name: 'href',
      label: 'Link',
      widget: 'string',
      required: false,
      pattern: siteOrHttpsLink,
    },
  ],
})

/** content/announcement/<locale>.json, what src/lib/content/announcement.ts validates. */
const announcementFields: DecapField[] = [
  { name: 'enabled', label: 'Show the banner', widget: 'boolean', required: true, default: false },
  text(
    'id',
    'Id',
    announcementId,
    'Visitors who closed the banner see it again only when this changes.',
  ),
  text(
    'title',
    'Title',
    undefined,
    'Shown on one line at the top of every page (cut short on phones if longer); the text, link and button open from it.',
  ),
  { name: 'description', label: 'Text', widget: 'text', required: true },
  bannerLink('link', 'Link (optional)'),
  bannerLink('action', 'Button (optional)'),
  {
    name: 'endsAt',
    label: 'Ends at (optional)',
    widget: 'string',
    required: false,
    pattern: isoDate,
    hint: 'After this moment the banner disappears by itself, without a new build.',
  },
]

export const settingsCollection: FilesCollection = {
  name: 'settings',
  label: 'Firm details and banner',
  format: jsonFormat,
  extension: 'json',
  create: false,
  delete: false,
  files: [
    {
      name: 'site',
      label: 'Firm details (content/site.json)',
      file: 'content/site.json',
      fields: siteFields,
    },
    ...languages.map((language) => ({
      name: `announcement-${language}`,
      label: `Announcement banner: ${language}`,
      file: `content/announcement/${language}.json`,
      fields: announcementFields,
    })),
  ],
}
