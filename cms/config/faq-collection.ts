import { faqContent } from '../../src/lib/content/model'
import type { FolderCollection } from './decap-types'
import { mdxCollection } from './mdx-collection'

/** content/faq/<locale>/<id>.mdx, every language of a question on one screen. */
export const faqCollection: FolderCollection = mdxCollection(faqContent, {
  label: 'FAQ',
  label_singular: 'Question',
  description:
    'One question in every language. A language left empty shows the pt-BR text, marked, until it is translated.',
  summary: '{{question}}',
  sortable_fields: ['order', 'category', 'question'],
})
