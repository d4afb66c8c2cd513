import type { EntryData } from './mdx-file'
import { hasText } from './mdx-file'

/**
 * Decap writes a file for every language that has any data, and a language gets data as soon as a
 * field marked `duplicate` (id, category, order, section) changes in pt-BR. A language nobody
 * translated would then get a file with those fields and no text: the build would stop on it, and
 * once fixed it would hide the pt-BR fallback. So a language is written only when it has text of
 * its own, and then with the shared fields of pt-BR, which Decap copies only when they change.
 */
export interface LocaleFields {
  /** Fields translated per language (`i18n: true`). */
  translated: readonly string[]
  /** Fields equal in every language (`i18n: duplicate`). */
  shared: readonly string[]
}

/** Whether this language's data holds any translated text (else no file is written for it). */
export function hasTranslation(data: EntryData, { translated }: LocaleFields): boolean {
  return translated.some((field) => hasText(data[field]))
}

/** The language's data with the shared fields it lacks taken from pt-BR's. */
export function withSharedFields(
  data: EntryData,
  defaults: EntryData | null,
  { shared }: LocaleFields,
): EntryData {
  if (!defaults) return data
  const missing = shared.filter((field) => !hasText(data[field]) && hasText(defaults[field]))
  return { ...data, ...Object.fromEntries(missing.map((field) => [field, defaults[field]])) }
}
