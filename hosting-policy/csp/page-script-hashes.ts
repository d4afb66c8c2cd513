import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { inlineScriptHashes } from './inline-script-hashes'

/** Inline-script hashes of each page of a build, keyed by path relative to public/ (`en/index.html`). */
export type PageScriptHashes = Map<string, string[]>

/** Every HTML file of the build, with `/` separators. */
export async function htmlFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((relativePath) => relativePath.split(path.sep).join('/'))
    .sort()
}

export async function hashPageScripts(publicDir: string): Promise<PageScriptHashes> {
  const hashes: PageScriptHashes = new Map()
  for (const page of await htmlFiles(publicDir)) {
    hashes.set(page, inlineScriptHashes(await readFile(path.join(publicDir, page), 'utf8')))
  }
  return hashes
}

/**
 * The hashes of one page: from those taken at start-up, or, for a page written since, hashed now
 * and remembered, so a page's own scripts are never blocked.
 */
export function scriptHashesOf(
  publicDir: string,
  hashes: PageScriptHashes,
  page: string,
): string[] {
  let pageHashes = hashes.get(page)
  if (pageHashes === undefined) {
    pageHashes = inlineScriptHashes(readFileSync(path.join(publicDir, page), 'utf8'))
    hashes.set(page, pageHashes)
  }
  return pageHashes
}
