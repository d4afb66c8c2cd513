import { patchBackends, type DataFile } from './backend-patch'
import type { DecapCms } from './decap-global'

/**
 * Decap writes one file per language that has any data, and cannot be told not to: a format's
 * empty text still becomes a one-newline file. The site format serialises an untranslated language
 * as nothing (cms/editor/mdx-format.ts); this drops those files before the backend writes them, so
 * the language keeps showing pt-BR's text, marked, as when the file was never there.
 */
export function skipUntranslatedFiles(cms: DecapCms, backendNames: readonly string[]): void {
  patchBackends(cms, backendNames, (implementation) => {
    const persistEntry = implementation.persistEntry.bind(implementation)
    implementation.persistEntry = (entry, options) =>
      persistEntry({ ...entry, dataFiles: writtenFiles(entry.dataFiles) }, options)
  })
}

export function writtenFiles(dataFiles: readonly DataFile[]): DataFile[] {
  return dataFiles.filter((file) => file.raw.trim() !== '')
}
