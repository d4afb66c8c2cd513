import type { CustomFormat } from './decap-global'
import { hasTranslation, withSharedFields, type LocaleFields } from './locale-files'
import { parseMdxFile, printMdxFile, type EntryData } from './mdx-file'

/**
 * The content MDX files (cms/config/formats.ts `mdxFormat`). A language without text of its own is
 * serialised as nothing, which cms/editor/untranslated-files.ts keeps from being written.
 *
 * Decap serialises every language with `toFile` right after the `preSave` event, so `beforeSave`
 * keeps pt-BR's shared fields for the languages that lack them, and `afterSave` forgets them: a
 * draft backup serialised in between saves must not take fields from another question.
 */
export function createMdxFormat(fields: LocaleFields) {
  let defaults: EntryData | null = null
  const format: CustomFormat = {
    fromFile: parseMdxFile,
    toFile(data, sortedKeys) {
      if (!hasTranslation(data, fields)) return ''
      return printMdxFile(withSharedFields(data, defaults, fields), sortedKeys)
    },
  }
  return {
    format,
    beforeSave(defaultLocaleData: EntryData) {
      defaults = defaultLocaleData
    },
    afterSave() {
      defaults = null
    },
  }
}
