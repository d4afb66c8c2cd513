import { defaultLanguage, type Language } from '../../i18n/languages'
import { freshnessOf } from './freshness'

export interface ContentNode<F> {
  fields: {
    slug: string
    locale: Language
    html: string
    text?: string
    /** Where the page queried it: the version of the text (compared on pt-BR nodes). */
    sourceDigest?: string
    /** Where the page queried it: where its heading may break between phrases. */
    headingBreaks?: number[]
  }
  frontmatter: F & { translatedFrom?: string | null }
}

/** An entry in the page's language, or the pt-BR one while its translation is missing. */
export interface LocalisedEntry<F> {
  slug: string
  /** The language the entry is actually written in: set as `lang` on its markup. */
  language: Language
  isFallback: boolean
  /**
   * A translation made from an older pt-BR text than today's (its stamp differs from the pt-BR
   * file's digest): visitors see a note until it is translated again. Unstamped: not marked.
   */
  isOutdated: boolean
  html: string
  /** Plain text of the body, where the page queried it (FAQ search). */
  text: string
  /** Offsets where its heading may break between phrases, where the page queried them. */
  headingBreaks?: number[]
  frontmatter: F
}

/**
 * Pages query their language and pt-BR together; every slug pt-BR has appears once, in the page's
 * language when translated: never an empty section while a translation is missing.
 */
export function localisedEntries<F>(
  nodes: readonly ContentNode<F>[],
  language: Language,
): LocalisedEntry<F>[] {
  const bySlug = new Map<string, ContentNode<F>>()
  const sources = new Map<string, ContentNode<F>>()
  for (const node of nodes) {
    if (node.fields.locale === defaultLanguage) sources.set(node.fields.slug, node)
    const current = bySlug.get(node.fields.slug)
    if (!current || (node.fields.locale === language && current.fields.locale !== language)) {
      bySlug.set(node.fields.slug, node)
    }
  }
  return [...bySlug.values()].map(({ fields, frontmatter }) => {
    const source = sources.get(fields.slug)?.fields.sourceDigest
    return {
      slug: fields.slug,
      language: fields.locale,
      isFallback: fields.locale !== language && fields.locale === defaultLanguage,
      isOutdated:
        fields.locale !== defaultLanguage &&
        source !== undefined &&
        freshnessOf(frontmatter.translatedFrom, source) === 'outdated',
      html: fields.html,
      text: fields.text ?? '',
      headingBreaks: fields.headingBreaks ?? [],
      frontmatter,
    }
  })
}
