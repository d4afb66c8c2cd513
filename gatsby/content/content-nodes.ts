import { readFileSync } from 'node:fs'
import type { Language } from '../../src/i18n/languages'
import { parseContentPath, type ContentFile } from './content-file'
import { validateFrontmatter } from '../../src/lib/content/frontmatter'
import { htmlToText, renderMarkdown } from './render-markdown'
import { bodyStartLine, findMdxSyntaxError } from './validate-mdx'

/** Fields gatsby-node adds to every content Mdx node; pages query them. */
export interface ContentFields {
  kind: ContentFile['kind']
  locale: Language
  slug: string
  /** The body rendered to HTML, site links prefixed for the locale. */
  html: string
  /** The body as plain text (FAQ search). */
  text: string
}

export const contentTypeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter
    fields: MdxFields
    body: String
  }
  type MdxFrontmatter {
    id: String
    question: String
    category: String
    order: Int
    section: String
    title: String
  }
  type MdxFields {
    kind: String!
    locale: String!
    slug: String!
    html: String!
    text: String!
  }
`

/**
 * Checks one content file and computes its fields. Throws with `content/<path>:<line>: …` so the
 * build stops naming the file, the line and the field.
 */
export async function contentFieldsFor(
  relativePath: string,
  absolutePath: string,
  frontmatter: unknown,
  body: string,
): Promise<ContentFields> {
  const path = `content/${relativePath}`
  const file = parseContentPath(relativePath)
  const raw = readFileSync(absolutePath, 'utf8')
  validateFrontmatter(frontmatter, file, path, raw)
  const syntaxError = await findMdxSyntaxError(body, bodyStartLine(raw))
  if (syntaxError) throw new Error(`${path}:${syntaxError}`)
  const html = renderMarkdown(body, file.locale)
  return { ...file, html, text: htmlToText(html) }
}
