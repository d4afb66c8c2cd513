import { languages } from '../../src/i18n/languages'
import { announcementBanner, announcementFile, siteDetails } from '../../src/lib/content/model'
import { decapFields } from './decap-fields'
import type { FilesCollection } from './decap-types'
import { jsonFormat } from './formats'

/** content/site.json and content/announcement/<locale>.json, field for field as the model has them. */
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
      label: `Firm details (${siteDetails.file})`,
      file: siteDetails.file,
      fields: decapFields(siteDetails.fields),
    },
    ...languages.map((language) => ({
      name: `announcement-${language}`,
      label: `Announcement banner: ${language}`,
      file: announcementFile(language),
      fields: decapFields(announcementBanner.fields),
    })),
  ],
}
