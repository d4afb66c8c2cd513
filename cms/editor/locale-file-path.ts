import { languages } from '../../src/i18n/languages'

/**
 * Decap names an entry of a `multiple_folders` collection by its folder and slug
 * (`content/faq/fees.mdx`); each language's file is in the language's folder.
 */
export function localeFile(entryPath: string, language: string): string {
  const withLocale = new RegExp(`/(?:${languages.join('|')})/([^/]+)$`)
  if (withLocale.test(entryPath)) return entryPath.replace(withLocale, `/${language}/$1`)
  return entryPath.replace(/\/([^/]+)$/, `/${language}/$1`)
}
