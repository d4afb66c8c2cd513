import { readFileSync } from 'node:fs'

import type { Language } from '../../../src/i18n/languages'
import { parseMdxFile } from '../../editor/mdx-file'
import { previewHtml } from '../preview-html'

/**
 * Shows content files in the editor's preview renderer, as Decap hands them over (read with the
 * editor's own format), and prints the results as JSON. Run by preview-in-node.ts: Jest cannot
 * load the ESM-only MDX compiler.
 */
export interface PreviewCase {
  /** `content/faq/en/fees.mdx`, as the preview names the file it would save. */
  file: string
  language: Language
  /** The file's text. */
  raw: string
}
export type PreviewResult = { html: string } | { error: string }

async function main(): Promise<void> {
  const cases = JSON.parse(readFileSync(0, 'utf8')) as PreviewCase[]
  const results: PreviewResult[] = []
  for (const { file, language, raw } of cases) {
    try {
      const data = parseMdxFile(raw)
      results.push({ html: await previewHtml({ file, language, data, imageUrl: (src) => src }) })
    } catch (error) {
      results.push({ error: (error as Error).message })
    }
  }
  process.stdout.write(JSON.stringify(results))
}

void main()
