/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The model is read by the site's pages, gatsby-node, `npm run content:check` and the editor's
 * browser bundle: it must not pull any of their runtimes into the others.
 */
const modelFiles = readdirSync(__dirname).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
)

/** Static imports and re-exports, bare imports, dynamic imports and requires. */
const importsOf = (source: string) =>
  [
    ...source.matchAll(
      /^\s*(?:(?:import|export)\b[^'"]*?\bfrom\s+|import\s+)['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => (match[1] ?? match[2])!)

it.each(modelFiles)('%s imports only the model itself and the locale list', (name) => {
  const imports = importsOf(readFileSync(path.join(__dirname, name), 'utf8'))
  for (const specifier of imports) {
    expect([name, specifier]).toEqual([
      name,
      expect.stringMatching(/^(?:\.\/[a-z-]+|\.\.\/\.\.\/\.\.\/i18n\/languages)$/),
    ])
  }
})

it('finds the imports it checks', () => {
  const source = [
    "import type { A } from './fields'",
    "export * from 'gatsby'",
    "import 'react'",
    "const label = 'not an import'",
    "const mdx = import('@mdx-js/mdx')",
  ].join('\n')
  expect(importsOf(source)).toEqual(['./fields', 'gatsby', 'react', '@mdx-js/mdx'])
})
