import type { Field, ShapedTextType, TextFormatName } from './fields'

/**
 * What each type of field accepts, in the words editors read: the build, `npm run content:check`
 * and the editor's preview print these words after the field's name, and the editor's own patterns
 * come from here too. One rule, one wording, everywhere.
 */

/** A pattern as Decap takes it: the regular expression's source, and what it shows on a mismatch. */
export type EditorPattern = readonly [source: string, message: string]

const matches = ([source]: EditorPattern, value: string) => new RegExp(source).test(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const got = (value: unknown) => `got ${JSON.stringify(value)}`

/** What an empty text field is told, unless its declaration says otherwise. */
export const nonEmptyText = 'must be a non-empty text'

interface ShapedTextRule {
  editorPattern: EditorPattern
  /** The words after the field's name when the value does not fit, else null. */
  problem: (value: unknown) => string | null
}

const kebabId: EditorPattern = [
  '^[a-z0-9]+(-[a-z0-9]+)*$',
  'Lower-case letters and digits separated by single dashes, like "minimum-deposit"',
]
const httpsAddress: EditorPattern = ['^https://\\S+$', 'A full address starting with https://']
const siteLink: EditorPattern = [
  '^(/|https://)\\S*$',
  'A site path without language prefix, like /signup/, or an address starting with https://',
]
/** What `Date.parse` reads the same in every browser and in Node: a date, or a date-time with zone. */
const isoDate: EditorPattern = [
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(Z|[+-]\\d{2}:\\d{2}))?$',
  'A date like 2026-12-31 or 2026-12-31T18:00:00-03:00',
]

/** Twelve hex digits: the start of a SHA-256 (translation-stamp.ts says of what). */
const sourceDigest: EditorPattern = [
  '^[0-9a-f]{12}$',
  'Twelve lower-case hex digits, written by the editor or by npm run content:stamp',
]

export const shapedTextRules: Readonly<Record<ShapedTextType, ShapedTextRule>> = {
  'kebab-id': {
    editorPattern: kebabId,
    problem: (value) =>
      isText(value) && matches(kebabId, value)
        ? null
        : `must be a kebab-case id like "minimum-deposit", ${got(value)}`,
  },
  'https-address': {
    editorPattern: httpsAddress,
    problem: (value) => {
      if (!isText(value)) return nonEmptyText
      return matches(httpsAddress, value) ? null : `must be a full https:// address, ${got(value)}`
    },
  },
  'site-link': {
    editorPattern: siteLink,
    problem: (value) =>
      typeof value === 'string' && matches(siteLink, value)
        ? null
        : 'must start with / or https://',
  },
  date: {
    editorPattern: isoDate,
    // The editor asks for the ISO form; the build takes whatever Date.parse reads. YAML reads an
    // unquoted date in frontmatter as a Date.
    problem: (value) => {
      if (value instanceof Date && !Number.isNaN(value.getTime())) return null
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return null
      return `must be a date like "2026-12-31" or "2026-12-31T18:00:00-03:00", ${got(value)}`
    },
  },
  'source-digest': {
    editorPattern: sourceDigest,
    problem: (value) =>
      typeof value === 'string' && matches(sourceDigest, value)
        ? null
        : `must be the 12 hex digits "npm run content:stamp" writes, like "3f2a9c1b7e4d", ${got(value)}; run it again on this file`,
  },
}

interface TextFormatRule {
  editorPattern: EditorPattern
  expected: string
}

export const textFormatRules: Readonly<Record<TextFormatName, TextFormatRule>> = {
  email: {
    editorPattern: ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'An e-mail address'],
    expected: 'must be an e-mail address',
  },
  'lower-case-id': {
    editorPattern: ['^[a-z0-9-]+$', 'Lower-case letters, digits and dashes only, like "2026-faq"'],
    expected: 'may only hold lower-case letters, digits and dashes',
  },
}

/**
 * The pattern the editor checks a field against, if it has one. A translation's stamp has none:
 * nobody types it, and a pattern could only block the save that writes a good one.
 */
export function editorPatternOf(field: Field): EditorPattern | undefined {
  if (field.type === 'text') return field.format && textFormatRules[field.format].editorPattern
  if (field.type === 'source-digest') return undefined
  if (field.type in shapedTextRules)
    return shapedTextRules[field.type as ShapedTextType].editorPattern
  return undefined
}

/** Whether the value has the field's type: the words after its name when not, else null. */
export function typeProblem(
  field: Exclude<Field, { type: 'group' }>,
  value: unknown,
): string | null {
  switch (field.type) {
    case 'text':
      return isText(value) ? null : (field.expected ?? nonEmptyText)
    case 'choice':
      return field.values.includes(value as string)
        ? null
        : `must be one of ${field.values.join(', ')}, ${got(value)}`
    case 'whole-number':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? null
        : `must be a whole number (0 or more), ${got(value)}`
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false'
    default:
      return shapedTextRules[field.type].problem(value)
  }
}

/** Whether a text matches the field's format (checked whenever it is a string), else null. */
export function formatProblem(field: Field, value: unknown): string | null {
  if (field.type !== 'text' || !field.format || typeof value !== 'string') return null
  const { editorPattern, expected } = textFormatRules[field.format]
  return matches(editorPattern, value) ? null : `${expected}, ${got(value)}`
}

/** A field that names its file (an FAQ id, a home section) must say the file's name. */
export function fileNameProblem(fileName: string, value: unknown): string | null {
  return value === fileName
    ? null
    : `must equal the file name "${fileName}", got "${String(value)}"`
}
