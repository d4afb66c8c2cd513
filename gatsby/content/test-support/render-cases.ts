import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Language } from '../../../src/i18n/languages'
import { renderContentBody } from '../render-content-body'

/**
 * Renders content bodies the way the build does (images checked, not published) and prints the
 * results as JSON. Run by render-in-node.ts: Jest cannot load the ESM-only MDX compiler.
 */
export interface RenderCase {
  body: string
  language?: Language
  bodyStartLine?: number
}
export type RenderResult = { html: string } | { error: string }

const root = path.join(__dirname, '..', '..', '..')

async function main(): Promise<void> {
  const cases = JSON.parse(readFileSync(0, 'utf8')) as RenderCase[]
  const results: RenderResult[] = []
  for (const { body, language = 'en', bodyStartLine = 1 } of cases) {
    try {
      const html = await renderContentBody(body, {
        file: 'content/faq/en/example.mdx',
        bodyStartLine,
        language,
        idPrefix: 'faq-example',
        projectDir: root,
        publish: false,
      })
      results.push({ html })
    } catch (error) {
      results.push({ error: (error as Error).message })
    }
  }
  process.stdout.write(JSON.stringify(results))
}

void main()
