/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { bodyStartLine } from './validate-mdx'

const root = path.join(__dirname, '..', '..')

/** @mdx-js/mdx is ESM-only, which Jest on Node 20 cannot import: run the check in tsx instead. */
function syntaxErrorOf(body: string, startLine: number): string | null {
  const script = `import { findMdxSyntaxError } from './gatsby/content/validate-mdx'
findMdxSyntaxError(${JSON.stringify(body)}, ${startLine}).then((result) => process.stdout.write(JSON.stringify(result)))`
  const output = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', script], {
    cwd: root,
  })
  return JSON.parse(output.toString()) as string | null
}

it('finds where the body starts after the frontmatter', () => {
  expect(bodyStartLine('---\nid: a\n---\n\nText')).toBe(4)
  expect(bodyStartLine('Text only')).toBe(1)
})

it('passes valid Markdown', () => {
  expect(syntaxErrorOf('A paragraph with [a link](/signup/).\n\n- a list', 5)).toBeNull()
})

it('reports an unescaped brace with its line in the file', () => {
  const error = syntaxErrorOf('First line.\n\nThen a {broken expression', 5)
  expect(error).toMatch(/^7: /)
})

it('reports an unclosed tag', () => {
  expect(syntaxErrorOf('Text <strong>never closed', 4)).toMatch(/^4: .*strong/i)
})
