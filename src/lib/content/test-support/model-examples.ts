import type { Field, Fields, ShapedTextType, TextFormatName } from '../model'

/**
 * Values made from the model's declarations, for tests that check each derived output against
 * the model. Keyed by type and format, so a new one does not compile until it has its examples.
 */
const shapedTexts: Record<ShapedTextType, { valid: string; malformed: string }> = {
  'kebab-id': { valid: 'minimum-deposit', malformed: 'Minimum Deposit' },
  'https-address': { valid: 'https://example.com/', malformed: 'http://example.com/' },
  'site-link': { valid: '/signup/', malformed: 'javascript:alert(1)' },
  date: { valid: '2026-12-31', malformed: 'next friday' },
  'source-digest': { valid: '3f2a9c1b7e4d', malformed: '3F2A-9C1B' },
}
const formats: Record<TextFormatName, { valid: string; malformed: string }> = {
  email: { valid: 'someone@example.com', malformed: 'not-an-address' },
  'lower-case-id': { valid: 'launch-2026', malformed: 'Launch 2026' },
}

/** A value the field accepts. */
export function validValue(field: Field): unknown {
  switch (field.type) {
    case 'text':
      return field.format ? formats[field.format].valid : 'Some text'
    case 'choice':
      return field.values[0]
    case 'whole-number':
      return 10
    case 'boolean':
      return true
    case 'group':
      return validValues(field.fields)
    default:
      return shapedTexts[field.type].valid
  }
}

/** A file (or group) with every field, optional ones included, filled as declared. */
export function validValues(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, validValue(field)]),
  )
}

/** A text of the right type that breaks the field's pattern, for fields that have one. */
export function malformedValue(field: Field): string | undefined {
  if (field.type === 'text') return field.format && formats[field.format].malformed
  return field.type in shapedTexts ? shapedTexts[field.type as ShapedTextType].malformed : undefined
}

export interface FieldAt {
  /** `link.href` inside a group. */
  path: string
  field: Field
}

/** Every field, those inside groups included, with its path. */
export function fieldsAt(fields: Fields, prefix = ''): FieldAt[] {
  return Object.entries(fields).flatMap(([name, field]) => [
    { path: `${prefix}${name}`, field },
    ...(field.type === 'group' ? fieldsAt(field.fields, `${prefix}${name}.`) : []),
  ])
}

/** A copy of `values` with the field at `path` set to `value`, or left out when undefined. */
export function withValueAt(
  values: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(values)) as Record<string, unknown>
  const names = path.split('.')
  const last = names.pop()!
  const parent = names.reduce((node, name) => node[name] as Record<string, unknown>, copy)
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy
}
