import type { FolderCollection } from './decap-types'
import type { LocaleFields } from '../editor/locale-files'

/** Which fields of these collections are translated and which are shared by every language. */
export function localeFieldsOf(collections: readonly FolderCollection[]): LocaleFields {
  const fields = collections.flatMap((collection) => collection.fields)
  const names = (setting: boolean | string) => [
    ...new Set(fields.filter((field) => field.i18n === setting).map((field) => field.name)),
  ]
  return { translated: names(true), shared: names('duplicate') }
}
