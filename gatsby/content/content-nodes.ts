import { readFileSync } from 'node:fs'

import type { Language } from '../../src/i18n/languages'
import {
  bodyStartLine,
  parseContentPath,
  type ContentFile,
} from '../../src/lib/content/content-file'
import { validateFrontmatter } from '../../src/lib/content/frontmatter'
import { mdxContentKinds } from '../../src/lib/content/model'
import { contentTypeDefsFor } from './graphql-type-defs'
import { mdxSourceText } from '../../src/lib/content/translation-source'
import { htmlToText } from './html-to-text'
import { phraseBreaks } from '../phrase-breaks'
import { renderContentBody } from './render-content-body'
import { sourceDigestSync } from './source-digest'

/** Fields gatsby-node adds to every content Mdx node; pages query them. */
export interface ContentFields {
  kind: ContentFile['kind']
  locale: Language
  slug: string
  /** The body rendered to HTML, site links prefixed for the locale. */
  html: string
  /** The body as plain text (FAQ search). */
  text: string
  /**
   * The digest of this file's text a translation records (src/lib/content/translation-source.ts):
   * on pt-BR files, today's version, which each translation's `translatedFrom` is compared with.
   */
  sourceDigest: string
  /**
   * Where the entry's heading (its kind's `headingField`) may break between phrases: offsets, in
   * a language written without spaces (gatsby/phrase-breaks.ts); none in others.
   */
  headingBreaks: number[]
}

/** The GraphQL types of content nodes, from the content model (createSchemaCustomization). */
export const contentTypeDefs = contentTypeDefsFor(Object.values(mdxContentKinds))

export interface ContentSource {
  /** Path under its content folder (`faq/en/fees.mdx`). */
  relativePath: string
  absolutePath: string
  frontmatter: unknown
  /** The MDX body, without frontmatter. */
  body: string
  /** Where `public/` and `locales/` are. */
  projectDir: string
  /** false: check images without copying them into public/ (`npm run content:check`). */
  publish?: boolean
}

/**
 * Checks one content file and computes its fields. Throws with `content/<path>:<line>: …` so the
 * build stops naming the file, the line and the rule or field.
 */
export async function contentFieldsFor(source: ContentSource): Promise<ContentFields> {
  const { relativePath, absolutePath, frontmatter, body, projectDir, publish } = source
  const path = `content/${relativePath}`
  const file = parseContentPath(relativePath)
  const raw = readFileSync(absolutePath, 'utf8')
  validateFrontmatter(frontmatter, file, path, raw)
  const html = await renderContentBody(body, {
    file: path,
    bodyStartLine: bodyStartLine(raw),
    language: file.locale,
    idPrefix: `${file.kind}-${file.slug}`,
    projectDir,
    publish,
  })
  const sourceDigest = sourceDigestSync(
    mdxSourceText(mdxContentKinds[file.kind], frontmatter as Record<string, unknown>, body),
  )
  const kind = mdxContentKinds[file.kind]
  const heading = (frontmatter as Record<string, unknown>)[kind.headingField]
  const headingBreaks = phraseBreaks(file.locale, typeof heading === 'string' ? heading : '')
  return { ...file, html, text: htmlToText(html), sourceDigest, headingBreaks }
}
