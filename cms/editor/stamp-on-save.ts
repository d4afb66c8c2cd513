import { patchBackends } from './backend-patch'
import type { DecapCms } from './decap-global'
import type { TranslationStamps } from './translation-stamps'

/**
 * Every save of these backends goes through `stamps` before it is written: a changed translation
 * records which pt-BR text it was made from (cms/editor/translation-stamps.ts). `getEntry` reads a
 * file the save does not carry (the pt-BR banner), as the repository holds it.
 */
export function stampTranslationsOnSave(
  cms: DecapCms,
  backendNames: readonly string[],
  stamps: TranslationStamps,
): void {
  patchBackends(cms, backendNames, (implementation) => {
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
  })
}
