import type { DecapCms } from './decap-global'

interface DataFile {
  path: string
  raw: string
}

interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>
}

/**
 * Decap writes one file per language that has any data, and cannot be told not to: a format's
 * empty text still becomes a one-newline file. The site format serialises an untranslated language
 * as nothing (cms/editor/mdx-format.ts); this drops those files before the backend writes them, so
 * the language keeps showing pt-BR's text, marked, as when the file was never there.
 *
 * Decap creates a backend through the record `CMS.getBackend(name)` returns, when its configuration
 * has loaded (after this runs): wrapping that record's `init` covers every save. The browser
 * tests (e2e/cms/fallback.spec.ts) fail if a Decap update changes that.
 */
export function skipUntranslatedFiles(cms: DecapCms, backendNames: readonly string[]): void {
  for (const name of backendNames) {
    const record = cms.getBackend(name) as
      { init: (...args: unknown[]) => Implementation } | undefined
    if (!record) throw new Error(`Decap has no backend "${name}"`)
    const init = record.init
    record.init = (...args) => {
      const implementation = init(...args)
      const persistEntry = implementation.persistEntry.bind(implementation)
      implementation.persistEntry = (entry, options) =>
        persistEntry({ ...entry, dataFiles: writtenFiles(entry.dataFiles) }, options)
      return implementation
    }
  }
}

export function writtenFiles(dataFiles: readonly DataFile[]): DataFile[] {
  return dataFiles.filter((file) => file.raw.trim() !== '')
}
