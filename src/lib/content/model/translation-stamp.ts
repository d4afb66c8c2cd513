/**
 * The stamp a translation carries: which version of the pt-BR text it was made from, as the first
 * twelve hex digits of a SHA-256 of that text (src/lib/content/translation-source.ts says which
 * fields). The editor writes it when a translation is saved, `npm run content:stamp` when a file
 * was edited in a text editor; a stamp that differs from today's pt-BR text marks the translation
 * outdated (docs/content-editing.md, "Translation freshness"). pt-BR files have none.
 */
export const translationStampField = 'translatedFrom'

/** The declaration every translated kind adds to its fields (MDX kinds add `perLanguage`). */
export const translationStamp = {
  type: 'source-digest',
  label: 'Translated from (pt-BR version)',
  optional: true,
  hint: 'Set when this translation is saved. Saving a translation says it matches today’s pt-BR text.',
} as const
