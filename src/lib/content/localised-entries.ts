import { defaultLanguage, type Language } from '../../i18n/languages'

export interface ContentNode<F> {
  fields: { slug: string; locale: Language; html: string; text?: string }
  frontmatter: F
}

/** An entry in the page's language, or the pt-BR one while its translation is missing. */
export interface LocalisedEntry<F> {
  slug: string
  /** The language the entry is actually written in: set as `lang` on its markup. */
  language: Language
  isFallback: boolean
  html: string
  /** Plain text of the body, where the page queried it (FAQ search). */
  text: string
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
  for (const node of nodes) {
    const current = bySlug.get(node.fields.slug)
    if (!current || (node.fields.locale === language && current.fields.locale !== language)) {
      bySlug.set(node.fields.slug, node)
    }
  }
  return [...bySlug.values()].map(({ fields, frontmatter }) => ({
    slug: fields.slug,
    language: fields.locale,
    isFallback: fields.locale !== language && fields.locale === defaultLanguage,
    html: fields.html,
    text: fields.text ?? '',
    frontmatter,
  }))
}
