import type { FieldValues } from './fields'
import type { MdxContentKind } from './content-kinds'
import { translationStamp } from './translation-stamp'

/** The home page's sections, in the page's order. */
export const homeSections = ['hero', 'about', 'profit', 'myfx'] as const
export type HomeSectionName = (typeof homeSections)[number]

/**
 * One home section: content/home/<locale>/<section>.mdx. The four sections exist already: editors
 * change them but neither add nor delete one, so `section` is never shown in the editor.
 */
export const homeContent = {
  kind: 'home',
  folder: 'content/home',
  fileNameField: 'section',
  headingField: 'title',
  fields: {
    section: {
      type: 'choice',
      values: homeSections,
      perLanguage: 'shared',
      label: 'Section',
      hiddenInEditor: true,
    },
    title: {
      type: 'text',
      perLanguage: 'translated',
      label: 'Heading',
      expected: 'must be the heading as text',
    },
    translatedFrom: { ...translationStamp, perLanguage: 'translated' },
  },
  body: { label: 'Text' },
} as const satisfies MdxContentKind

export type HomeFrontmatter = FieldValues<typeof homeContent.fields>
