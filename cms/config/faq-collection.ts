import { faqCategories } from '../../src/lib/content/frontmatter'
import type { FolderCollection } from './decap-types'
import { kebabId } from './field-rules'
import { mdxFormat } from './formats'

/**
 * content/faq/<locale>/<id>.mdx, every language of a question on one screen. `id` is the file name
 * (the build checks it), so it is the slug and is the same in every language (`duplicate`), as are
 * category and order; the question and the answer are translated.
 */
export const faqCollection: FolderCollection = {
  name: 'faq',
  label: 'FAQ',
  label_singular: 'Question',
  description:
    'One question in every language. A language left empty shows the pt-BR text, marked, until it is translated.',
  folder: 'content/faq',
  format: mdxFormat,
  extension: 'mdx',
  create: true,
  i18n: true,
  identifier_field: 'id',
  slug: '{{id}}',
  summary: '{{question}}',
  sortable_fields: ['order', 'category', 'question'],
  fields: [
    {
      name: 'id',
      label: 'Id (file name and link: /qatrading/faq/#id)',
      widget: 'string',
      required: true,
      pattern: kebabId,
      i18n: 'duplicate',
      hint: 'Keep it once the question is published: it is the file name and every link to the question.',
    },
    { name: 'question', label: 'Question', widget: 'string', required: true, i18n: true },
    {
      name: 'category',
      label: 'Category',
      widget: 'select',
      options: faqCategories,
      required: true,
      i18n: 'duplicate',
    },
    {
      name: 'order',
      label: 'Order inside the category',
      widget: 'number',
      value_type: 'int',
      min: 0,
      step: 10,
      required: true,
      i18n: 'duplicate',
      hint: 'A whole number; use steps of 10 so a question can be slotted in later.',
    },
    {
      name: 'body',
      label: 'Answer',
      widget: 'markdown',
      // Raw only: the rich-text mode rewrites the Markdown and knows nothing of MDX.
      modes: ['raw'],
      required: true,
      i18n: true,
    },
  ],
}
