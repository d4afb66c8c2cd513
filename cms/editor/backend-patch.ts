import type { DecapCms } from './decap-global'

/** A file a save writes, as Decap hands it to the backend. */
export interface DataFile {
  path: string
  raw: string
}

/** The part of a Decap backend implementation the editor's save steps use. */
export interface BackendImplementation {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>
  getEntry(path: string): Promise<{ data: string }>
}

/**
 * Lets `patch` change every implementation Decap creates for these backends. Decap creates a
 * backend through the record `CMS.getBackend(name)` returns, when its configuration has loaded
 * (after the editor's entry runs): wrapping that record's `init` covers every save. Decap does not
 * document that, and its documented `preSave` event cannot do this work: backend-patch.test.ts
 * names the Decap versions it was checked on, and fails on any other.
 */
export function patchBackends(
  cms: DecapCms,
  backendNames: readonly string[],
  patch: (implementation: BackendImplementation) => void,
): void {
  for (const name of backendNames) {
    const record = cms.getBackend(name) as
      { init: (...args: unknown[]) => BackendImplementation } | undefined
    if (!record) throw new Error(`Decap has no backend "${name}"`)
    const init = record.init
    record.init = (...args) => {
      const implementation = init(...args)
      patch(implementation)
      return implementation
    }
  }
}
