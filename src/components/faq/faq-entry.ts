import type { LocalisedEntry } from '../../lib/content/localised-entries'
import type { FaqFrontmatter } from '../../lib/content/model/faq'

/** One FAQ question in the page's language (or pt-BR while untranslated). */
export type FaqEntry = LocalisedEntry<FaqFrontmatter>
