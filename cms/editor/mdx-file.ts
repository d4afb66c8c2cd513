import { YAML11_SCHEMA, load } from 'js-yaml'

import { yamlScalar } from './yaml-scalar'

export type EntryData = Record<string, unknown>

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/

/** `---` frontmatter, a blank line, the body: the fields plus `body`, as Decap expects them. */
export function parseMdxFile(content: string): EntryData {
  const match = frontmatterPattern.exec(content)
  if (!match) return { body: content.trim() }
  const frontmatter = (load(match[1] ?? '', { schema: YAML11_SCHEMA }) ?? {}) as EntryData
  return { ...frontmatter, body: content.slice(match[0].length).trim() }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * The file as the content folders hold it (and as Prettier leaves it): frontmatter in the
 * collection's field order, then the body and one final newline. Empty fields are left out, so the
 * build names a missing field instead of reading an empty one.
 */
export function printMdxFile(data: EntryData, fieldOrder: readonly string[] = []): string {
  const keys = [...new Set([...fieldOrder, ...Object.keys(data)])].filter(
    (key) => key !== 'body' && !isEmpty(data[key]),
  )
  const frontmatter = keys.map((key) => `${key}: ${yamlScalar(data[key])}`).join('\n')
  const body = typeof data.body === 'string' ? data.body.replace(/\r\n?/g, '\n').trim() : ''
  return `---\n${frontmatter}\n---\n${body ? `\n${body}\n` : ''}`
}

export function hasText(value: unknown): boolean {
  return !isEmpty(value)
}
