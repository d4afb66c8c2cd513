import { isLanguage, languages, type Language } from '../../i18n/languages'
import { mdxContentKinds, type ContentKind } from './model'

/** What an MDX file under content/ is, read from where it lives. */
export interface ContentFile {
  kind: ContentKind
  locale: Language
  /** File name without extension: the value of the kind's file-name field (FAQ id, home section). */
  slug: string
}

const kinds = Object.values(mdxContentKinds)
/** `faq`: the kind's folder relative to content/, where gatsby-source-filesystem's paths start. */
const folderInContent = (folder: string) => folder.replace(/^content\//, '')

/**
 * `<folder>/<locale>/<name>.mdx` of one of the model's MDX kinds, relative to content/. Anything
 * else under content/ is an editor's mistake, reported with what was expected.
 */
export function parseContentPath(relativePath: string): ContentFile {
  const normalised = relativePath.replace(/\\/g, '/')
  for (const { kind, folder } of kinds) {
    const prefix = `${folderInContent(folder)}/`
    if (!normalised.startsWith(prefix)) continue
    const match = /^([^/]+)\/([^/]+)\.mdx$/.exec(normalised.slice(prefix.length))
    if (!match) break
    const [, locale, slug] = match as unknown as [string, string, string]
    if (!isLanguage(locale)) {
      throw new Error(
        `content/${relativePath}: "${locale}" is not a site locale (${languages.join(', ')})`,
      )
    }
    return { kind, locale, slug }
  }
  const expected = kinds.map(
    ({ folder, fileNameField }) => `${folder}/<locale>/<${fileNameField}>.mdx`,
  )
  throw new Error(`content/${relativePath}: MDX files belong in ${expected.join(' or ')}`)
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
