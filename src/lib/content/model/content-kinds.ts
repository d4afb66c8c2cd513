import type { Field, Fields } from './fields'

/** Whether each language writes the field itself or all share pt-BR's value (the editor copies it). */
export type PerLanguage = 'translated' | 'shared'

export type MdxField = Field & { perLanguage: PerLanguage }

/**
 * Content written as MDX, one file per entry and language: `<folder>/<locale>/<name>.mdx`, where
 * `<name>` is the value of `fileNameField`. Frontmatter holds the fields; the body is the text.
 */
export interface MdxContentKind {
  /** The entry's kind in GraphQL (`fields.kind`) and the editor's collection name. */
  kind: string
  /** Relative to the project, one folder per locale inside. */
  folder: string
  /** The field that names the file; it must equal the file name. */
  fileNameField: string
  /**
   * The text field the page sets as the entry's heading: where it may break between phrases is
   * computed with the entry (`fields.headingBreaks`).
   */
  headingField: string
  fields: Readonly<Record<string, MdxField>>
  /** The MDX body: always required, always translated. */
  body: { label: string }
}

/**
 * Content written as one JSON file: `file` relative to the project, where `<locale>` (if present)
 * stands for each language's own file.
 */
export interface JsonContentKind {
  file: string
  fields: Fields
}
