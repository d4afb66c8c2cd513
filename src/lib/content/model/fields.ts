/**
 * How a field of content is declared. The validator (src/lib/content/check-fields.ts), the GraphQL
 * types (gatsby/content/graphql-type-defs.ts) and the editor's fields (cms/config/decap-fields.ts)
 * are all read from these declarations, so a field is written down once (docs/architecture.md,
 * "The content model").
 */
interface FieldBase {
  /** The editor's label. */
  label: string
  /** The line the editor shows under the field. */
  hint?: string
  /** A file may leave it out; when it is there, it is checked like any other field. */
  optional?: true
  /** Kept as it is and never shown in the editor: its value is fixed (by the file name). */
  hiddenInEditor?: true
}

export interface TextField extends FieldBase {
  type: 'text'
  /** Several lines in the editor. */
  multiline?: true
  /** What an empty field is told, after its name (value-rules.ts has the default). */
  expected?: string
  /** A pattern the text must match too, checked once every field has its type (value-rules.ts). */
  format?: TextFormatName
}

export interface ChoiceField<V extends string = string> extends FieldBase {
  type: 'choice'
  /** Every value allowed, in the order the editor lists them. */
  values: readonly V[]
}

export interface WholeNumberField extends FieldBase {
  type: 'whole-number'
  /** The editor's arrows move by this much. */
  step?: number
}

export interface BooleanField extends FieldBase {
  type: 'boolean'
  /** The value of a new entry in the editor. */
  default: boolean
}

/** Text of one shape, with its own words for a missing or malformed value (value-rules.ts). */
export interface ShapedTextField extends FieldBase {
  type: ShapedTextType
}

export interface GroupField extends FieldBase {
  type: 'group'
  fields: Fields
}

export type Field =
  TextField | ChoiceField | WholeNumberField | BooleanField | ShapedTextField | GroupField

export type FieldType = Field['type']

/** Fields by name; the order written is the order of the editor's form and of a file's lines. */
export type Fields = Readonly<Record<string, Field>>

export type ShapedTextType = 'kebab-id' | 'https-address' | 'site-link' | 'date' | 'source-digest'
export type TextFormatName = 'email' | 'lower-case-id'

/** The value a field holds once it has passed the validator. */
type ValueOf<F> =
  F extends ChoiceField<infer V>
    ? V
    : F extends WholeNumberField
      ? number
      : F extends BooleanField
        ? boolean
        : F extends GroupField
          ? FieldValues<F['fields']>
          : string

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The TypeScript type of a valid file (or group): required fields required, optional ones not. */
export type FieldValues<F> = Simplify<
  { -readonly [K in keyof F as F[K] extends { optional: true } ? never : K]: ValueOf<F[K]> } & {
    -readonly [K in keyof F as F[K] extends { optional: true } ? K : never]?: ValueOf<F[K]>
  }
>
