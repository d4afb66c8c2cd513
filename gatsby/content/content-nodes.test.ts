/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import yaml from 'js-yaml'

import { contentFieldsFor } from './content-nodes'

// The MDX compiler is ESM-only, which Jest cannot import: the body's HTML is not under test here.
jest.mock('./render-content-body', () => ({
  renderContentBody: () => Promise.resolve('<p>answer</p>'),
}))

const root = path.join(__dirname, '..', '..')

/** A content file of the repository, as gatsby-plugin-mdx hands it over. */
function source(relativePath: string) {
  const absolutePath = path.join(root, 'content', relativePath)
  const [, frontmatter = '', body = ''] = readFileSync(absolutePath, 'utf8').split(/^---$/m)
  return {
    relativePath,
    absolutePath,
    frontmatter: yaml.load(frontmatter),
    body,
    projectDir: root,
    publish: false,
  }
}

describe('contentFieldsFor: where the heading may break', () => {
  it("gives a Japanese question its phrases' ends", async () => {
    const fields = await contentFieldsFor(source('faq/ja/fees.mdx'))
    const question = (source('faq/ja/fees.mdx').frontmatter as { question: string }).question
    expect(fields.headingBreaks.length).toBeGreaterThan(0)
    expect(fields.headingBreaks.every((at) => at > 0 && at < question.length)).toBe(true)
  })

  it("gives a Japanese home section's title its phrases' ends", async () => {
    expect(
      (await contentFieldsFor(source('home/ja/hero.mdx'))).headingBreaks.length,
    ).toBeGreaterThan(0)
  })

  it('gives entries of languages with spaces none', async () => {
    expect((await contentFieldsFor(source('faq/en/fees.mdx'))).headingBreaks).toEqual([])
    expect((await contentFieldsFor(source('home/pt-BR/hero.mdx'))).headingBreaks).toEqual([])
  })
})
