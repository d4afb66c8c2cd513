import type { FolderCollection } from './decap-types'
import { mdxFormat } from './formats'

/**
 * content/home/<locale>/<section>.mdx: the four sections exist already, so editors change them but
 * neither add nor delete one. `section` is the file name; it is kept as it is, never shown.
 */
export const homeCollection: FolderCollection = {
  name: 'home',
  label: 'Home page',
  label_singular: 'Home section',
  folder: 'content/home',
  format: mdxFormat,
  extension: 'mdx',
  create: false,
  delete: false,
  i18n: true,
  identifier_field: 'section',
  slug: '{{section}}',
  summary: '{{section}}: {{title}}',
  fields: [
    { name: 'section', label: 'Section', widget: 'hidden', i18n: 'duplicate' },
    { name: 'title', label: 'Heading', widget: 'string', required: true, i18n: true },
    {
      name: 'body',
      label: 'Text',
      widget: 'markdown',
      modes: ['raw'],
      required: true,
      i18n: true,
    },
  ],
}
