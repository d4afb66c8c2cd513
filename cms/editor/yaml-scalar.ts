import { safeLoad } from 'js-yaml'

/**
 * One frontmatter value as YAML, the way Prettier (singleQuote) leaves it, so a file saved by the
 * editor passes `npm run format:check` unchanged: plain when the build's parser (js-yaml, through
 * gray-matter) reads it back as the same string, else single-quoted, else double-quoted.
 */
export function yamlScalar(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = String(value)
  if (!/[\n\r]/.test(text) && text.trim() === text && readsBackAs(text, text)) return text
  if (!/['\n\r]/.test(text)) return `'${text}'`
  return JSON.stringify(text)
}

function readsBackAs(source: string, expected: string): boolean {
  try {
    const parsed = safeLoad(`value: ${source}`) as { value?: unknown } | undefined
    return parsed?.value === expected
  } catch {
    return false
  }
}
