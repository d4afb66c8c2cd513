import { translationStampWidget, type FolderCollection } from './decap-types'
import type { LocaleFields } from '../editor/locale-files'

/**
 * Which fields of these collections are translated and which are shared by every language. A
 * translation's stamp is no text of the language's own: a language holding only its stamp has no
 * translation, and gets no file.
 */
export function localeFieldsOf(collections: readonly FolderCollection[]): LocaleFields {
  const fields = collections
    .flatMap((collection) => collection.fields)
    .filter((field) => field.widget !== translationStampWidget)
  const names = (setting: boolean | string) => [
    ...new Set(fields.filter((field) => field.i18n === setting).map((field) => field.name)),
  ]
  return { translated: names(true), shared: names('duplicate') }
}
