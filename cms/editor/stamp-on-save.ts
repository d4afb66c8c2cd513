import type { DecapCms } from './decap-global'
import type { DataFile, TranslationStamps } from './translation-stamps'

interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>
  getEntry(path: string): Promise<{ data: string }>
}

/**
 * Every save of these backends goes through `stamps` before it is written: a changed translation
 * records which pt-BR text it was made from (cms/editor/translation-stamps.ts). Like
 * cms/editor/untranslated-files.ts, it wraps the `init` of the record `CMS.getBackend(name)`
 * returns; `getEntry` reads a file the save does not carry (the pt-BR banner).
 */
export function stampTranslationsOnSave(
  cms: DecapCms,
  backendNames: readonly string[],
  stamps: TranslationStamps,
): void {
  for (const name of backendNames) {
    const record = cms.getBackend(name) as
      { init: (...args: unknown[]) => Implementation } | undefined
    if (!record) throw new Error(`Decap has no backend "${name}"`)
    const init = record.init
    record.init = (...args) => {
      const implementation = init(...args)
      const persistEntry = implementation.persistEntry.bind(implementation)
      const readStored = (path: string) =>
        implementation.getEntry(path).then(
          ({ data }) => data,
          () => null,
        )
      implementation.persistEntry = async (entry, options) =>
        persistEntry(
          { ...entry, dataFiles: await stamps.stamp(entry.dataFiles, readStored) },
          options,
        )
      return implementation
    }
  }
}
