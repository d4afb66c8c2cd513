import type { FieldValues } from './fields'
import type { MdxContentKind } from './content-kinds'
import { translationStamp } from './translation-stamp'

/** FAQ categories in the order the page shows them; names are translated in locales/<lng>/faq.json. */
export const faqCategories = ['service', 'account', 'costs', 'risk', 'transparency'] as const
export type FaqCategory = (typeof faqCategories)[number]

/**
 * One question: content/faq/<locale>/<id>.mdx. The id is the file name and the question's anchor
 * (`/qatrading/faq/#<id>`), the same in every language, as are category and order; the question
 * and the answer are translated.
 */
export const faqContent = {
  kind: 'faq',
  folder: 'content/faq',
  fileNameField: 'id',
  headingField: 'question',
  fields: {
    id: {
      type: 'kebab-id',
      perLanguage: 'shared',
      label: 'Id (file name and link: /qatrading/faq/#id)',
      hint: 'Keep it once the question is published: it is the file name and every link to the question.',
    },
    question: {
      type: 'text',
      perLanguage: 'translated',
      label: 'Question',
      expected: 'must be the question as text',
    },
    category: {
      type: 'choice',
      values: faqCategories,
      perLanguage: 'shared',
      label: 'Category',
    },
    order: {
      type: 'whole-number',
      perLanguage: 'shared',
      label: 'Order inside the category',
      step: 10,
      hint: 'A whole number; use steps of 10 so a question can be slotted in later.',
    },
    translatedFrom: { ...translationStamp, perLanguage: 'translated' },
  },
  body: { label: 'Answer' },
} as const satisfies MdxContentKind

export type FaqFrontmatter = FieldValues<typeof faqContent.fields>
