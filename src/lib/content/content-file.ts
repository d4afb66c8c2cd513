import { isLanguage, type Language } from '../../i18n/languages'

/** What an MDX file under content/ is, read from where it lives. */
export type ContentKind = 'faq' | 'home'

export interface ContentFile {
  kind: ContentKind
  locale: Language
  /** File name without extension: the FAQ id or the home section. */
  slug: string
}

/**
 * `content/faq/<locale>/<id>.mdx` or `content/home/<locale>/<section>.mdx`, relative to the project.
 * Anything else under content/ is an editor's mistake, reported with what was expected.
 */
export function parseContentPath(relativePath: string): ContentFile {
  const match = relativePath.replace(/\\/g, '/').match(/^(faq|home)\/([^/]+)\/([^/]+)\.mdx$/)
  if (!match) {
    throw new Error(
      `content/${relativePath}: MDX files belong in content/faq/<locale>/<id>.mdx or content/home/<locale>/<section>.mdx`,
    )
  }
  const [, kind, locale, slug] = match as unknown as [string, ContentKind, string, string]
  if (!isLanguage(locale)) {
    throw new Error(
      `content/${relativePath}: "${locale}" is not a site locale (pt-BR, pt-PT, en, es, fr, it, ja)`,
    )
  }
  return { kind, locale, slug }
}

/** 1-based line of `field:` inside the frontmatter of `raw`, or the frontmatter's first line. */
export function frontmatterLine(raw: string, field: string): number {
  const lines = raw.split(/\r?\n/)
  const index = lines.findIndex((line) => line.startsWith(`${field}:`))
  return index === -1 ? 1 : index + 1
}

/** 1-based line where the body starts (after the closing `---` of the frontmatter). */
export function bodyStartLine(raw: string): number {
  const lines = raw.split(/\r?\n/)
  if (lines[0] !== '---') return 1
  const closing = lines.indexOf('---', 1)
  return closing === -1 ? 1 : closing + 2
}
