import { CORE_SCHEMA, YAML11_SCHEMA, load } from 'js-yaml'

/** What js-yaml 3 reads as a number (ints with `_`, legacy octal and hex, sexagesimal, floats). */
const yaml3Number =
  /^[-+]?(?:[0-9][0-9_]*(?::[0-5]?[0-9])*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F_]+|0b[01_]+)$/

/**
 * One frontmatter value as YAML, the way Prettier (singleQuote) leaves it, so a file saved by the
 * editor passes `npm run format:check` unchanged: plain when the build's parser (js-yaml, through
 * gray-matter) reads it back as the same string, else single-quoted, else double-quoted. The build
 * reads with js-yaml 3, whose types lie between YAML 1.1's and 1.2's (`yes` a string, `1e3`,
 * `1234567e8901`, `1_0` and `12:30` numbers): plain only when both of js-yaml 5's schemas read
 * the text back as itself and it has none of js-yaml 3's number shapes.
 */
export function yamlScalar(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = String(value)
  if (!/[\n\r]/.test(text) && text.trim() === text && readsBackAs(text, text)) return text
  if (!/['\n\r]/.test(text)) return `'${text}'`
  return JSON.stringify(text)
}

function readsBackAs(source: string, expected: string): boolean {
  if (yaml3Number.test(source)) return false
  try {
    return [YAML11_SCHEMA, CORE_SCHEMA].every((schema) => {
      const parsed = load(`value: ${source}`, { schema }) as { value?: unknown } | undefined
      return parsed?.value === expected
    })
  } catch {
    return false
  }
}
