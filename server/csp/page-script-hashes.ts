import type { SiteFile } from '../static/site-files'
import { hashPage, type PageScriptHashes, type ScriptHashManifest } from './script-hash-manifest'

export type ScriptHashLookup = (page: SiteFile) => Promise<string[]>

/**
 * Script hashes for a served HTML file: from the build's manifest when its entry matches the file
 * on disk, otherwise (no manifest, or `gatsby build` ran without the post-build step) hashed now
 * and remembered, so a missing or stale manifest never blocks a page's own scripts.
 */
export function createScriptHashLookup(manifest: ScriptHashManifest | null): ScriptHashLookup {
  const hashedHere = new Map<string, PageScriptHashes>()
  return async function scriptHashesFor(page) {
    for (const entry of [manifest?.pages[page.relativePath], hashedHere.get(page.relativePath)]) {
      if (entry && describesFile(entry, page)) return entry.scriptHashes
    }
    const entry = await hashPage(page.absolutePath)
    hashedHere.set(page.relativePath, entry)
    return entry.scriptHashes
  }
}

function describesFile(entry: PageScriptHashes, page: SiteFile): boolean {
  return entry.size === page.stats.size && entry.mtimeMs === page.stats.mtimeMs
}
