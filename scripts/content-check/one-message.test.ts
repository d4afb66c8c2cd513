/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import matter from 'gray-matter'

import { previewInNode } from '../../cms/preview/test-support/preview-in-node'
import { contentRenders, contentVersionOf } from '../../gatsby/content/content-renders'

/**
 * One broken content file through the three places that judge it: the build (what onCreateNode
 * runs for every Mdx node), `npm run content:check`, and the editor's preview. All three read the
 * rule and its words from the content model, so an editor reads one message wherever they look.
 */
const root = path.join(__dirname, '..', '..')
const relativePath = 'faq/en/fees.mdx'
// A category outside the list and no question, written as the editor writes files.
const broken = '---\nid: fees\ncategory: nonsense\norder: 10\n---\n\nPay the fee.\n'
const expected = [
  'content/faq/en/fees.mdx:1: "question" must be the question as text',
  'content/faq/en/fees.mdx:3: "category" must be one of service, account, costs, risk, transparency, got "nonsense"',
].join('\n')

// Only this temporary project is ever written or removed.
let project: string
beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'one-message-'))
  mkdirSync(path.join(project, 'content', 'faq', 'en'), { recursive: true })
  writeFileSync(path.join(project, 'content', relativePath), broken)
})
afterAll(() => rmSync(project, { recursive: true, force: true }))

/** The build: gatsby-plugin-mdx's node (frontmatter read by gray-matter) through onCreateNode's render. */
async function buildMessage(): Promise<string> {
  const { data, content } = matter(broken)
  const version = contentVersionOf(
    { frontmatter: data, body: content, internal: { contentDigest: 'broken' } },
    {
      relativePath,
      absolutePath: path.join(project, 'content', relativePath),
      sourceInstanceName: 'content',
    },
    project,
  )
  try {
    await contentRenders().render(version!)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the build accepted the broken file')
}

/** `npm run content:check` in the project holding the broken file: what it prints after its heading. */
function contentCheckMessage(): string {
  try {
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'content-check.ts')],
      { cwd: project, stdio: 'pipe' },
    )
  } catch (error) {
    const stderr = String((error as { stderr: Buffer }).stderr)
    return stderr.replace(/^Content check failed: the build would stop here\.\n\n/, '').trimEnd()
  }
  throw new Error('the content check accepted the broken file')
}

/** The editor's preview of the same file, as Decap reads it. */
function previewMessage(): string {
  const [result] = previewInNode([{ file: `content/${relativePath}`, language: 'en', raw: broken }])
  if (!result || !('error' in result)) throw new Error('the preview rendered the broken file')
  return result.error
}

it('is refused by the build with the file, each line and what was expected', async () => {
  expect(await buildMessage()).toBe(expected)
})

it('is refused by `npm run content:check` with the same message', () => {
  expect(contentCheckMessage()).toBe(expected)
}, 60_000)

it('is refused by the editor’s preview with the same message', () => {
  expect(previewMessage()).toBe(expected)
}, 60_000)

it('shows the same file fixed in the preview, rendered as the build renders it', () => {
  const fixed = broken.replace('category: nonsense', 'question: Fees?\ncategory: costs')
  const [result] = previewInNode([{ file: `content/${relativePath}`, language: 'en', raw: fixed }])
  expect(result).toEqual({ html: '<p>Pay the fee.</p>' })
}, 60_000)
