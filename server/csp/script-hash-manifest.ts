import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { walkFiles } from '../build/walk-files'
import { inlineScriptHashes } from './inline-script-hashes'

/**
 * Written into public/ by `npm run build` (scripts/precompress.ts). A dot file: the server never
 * serves it, and a CDN deploy can turn it into per-path header rules.
 */
export const manifestFileName = '.csp-script-hashes.json'

export interface PageScriptHashes {
  /** Size and mtime of the HTML file hashed, to tell a stale entry from a current one. */
  size: number
  mtimeMs: number
  scriptHashes: string[]
}

export interface ScriptHashManifest {
  version: 1
  /** Keyed by path relative to public/: `en/qatrading/faq/index.html`. */
  pages: Record<string, PageScriptHashes>
}

export async function hashPage(absolutePath: string): Promise<PageScriptHashes> {
  const [html, stats] = await Promise.all([readFile(absolutePath, 'utf8'), stat(absolutePath)])
  return { size: stats.size, mtimeMs: stats.mtimeMs, scriptHashes: inlineScriptHashes(html) }
}

export async function buildScriptHashManifest(publicDir: string): Promise<ScriptHashManifest> {
  const pages: ScriptHashManifest['pages'] = {}
  for await (const relativePath of walkFiles(publicDir)) {
    if (relativePath.endsWith('.html')) {
      pages[relativePath] = await hashPage(path.join(publicDir, relativePath))
    }
  }
  return { version: 1, pages }
}

export async function writeScriptHashManifest(publicDir: string): Promise<ScriptHashManifest> {
  const manifest = await buildScriptHashManifest(publicDir)
  await writeFile(path.join(publicDir, manifestFileName), JSON.stringify(manifest))
  return manifest
}

/** The manifest of the build in `publicDir`, or null when the build step did not write one. */
export async function readScriptHashManifest(
  publicDir: string,
): Promise<ScriptHashManifest | null> {
  let text: string
  try {
    text = await readFile(path.join(publicDir, manifestFileName), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const manifest = JSON.parse(text) as Partial<ScriptHashManifest>
  if (manifest.version !== 1 || typeof manifest.pages !== 'object' || manifest.pages === null) {
    throw new Error(`${manifestFileName} has an unknown format: run npm run build again`)
  }
  return manifest as ScriptHashManifest
}
