import type { MdxContentKind } from '../../src/lib/content/model'
import { mdxDecapFields } from './decap-fields'
import type { FolderCollection } from './decap-types'
import { mdxFormat } from './formats'

/** What the editor's labels and lists add to a collection; the rest comes from the model. */
type Presentation = Pick<
  FolderCollection,
  'label' | 'label_singular' | 'description' | 'summary' | 'sortable_fields'
>

/**
 * A folder collection for one MDX kind of the model: its folder (one per locale, Decap's
 * `multiple_folders`), files named by the kind's file-name field, every language of an entry on
 * one screen. A kind whose file names are a fixed list (the home sections) has exactly those
 * files: the editor neither adds nor deletes one.
 */
export function mdxCollection(kind: MdxContentKind, presentation: Presentation): FolderCollection {
  const fixedFiles = kind.fields[kind.fileNameField]?.type === 'choice'
  return {
    name: kind.kind,
    ...presentation,
    folder: kind.folder,
    format: mdxFormat,
    extension: 'mdx',
    ...(fixedFiles ? { create: false, delete: false } : { create: true }),
    i18n: true,
    identifier_field: kind.fileNameField,
    slug: `{{${kind.fileNameField}}}`,
    fields: mdxDecapFields(kind),
  }
}
