import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Reads an FAQ entry's question straight from its MDX file, as an editor wrote it. */
/** `root` is content/ unless a test reads the browser-test fixtures (e2e/content-fixtures). */
export function faqQuestion(
  language: string,
  id: string,
  root = path.join(__dirname, '..', 'content'),
): string {
  const file = path.join(root, 'faq', language, `${id}.mdx`)
  const line = readFileSync(file, 'utf8').match(/^question:\s*(.+)$/m)
  if (!line) throw new Error(`${file} has no question`)
  return line[1]!.trim().replace(/^(['"])(.*)\1$/, '$2')
}

export function faqIds(language: string, root = path.join(__dirname, '..', 'content')): string[] {
  return readdirSync(path.join(root, 'faq', language))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.replace(/\.mdx$/, ''))
}

export const fixtureContent = path.join(__dirname, 'content-fixtures')
