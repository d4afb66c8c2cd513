import type { Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'

export interface SiteFile {
  absolutePath: string
  /** Relative to public/, with `/` separators: `en/404/index.html`. */
  relativePath: string
  stats: Stats
}

export type Lookup =
  | { kind: 'file'; file: SiteFile }
  /** `/x/y` where `public/x/y/index.html` exists: the page lives at `/x/y/`. */
  | { kind: 'page-without-slash' }
  | { kind: 'missing' }

/** The CDN's configuration, written into public/ by the build: not part of the site. */
export const hostConfigFiles: readonly string[] = ['_headers', '_redirects']

/** Maps safe, decoded path segments (see request-path.ts) onto the build in `publicDir`. */
export async function lookUp(publicDir: string, segments: readonly string[]): Promise<Lookup> {
  if (hostConfigFiles.includes(segments.join('/'))) return { kind: 'missing' }
  const endsWithSlash = segments.at(-1) === ''
  if (endsWithSlash) {
    const file = await siteFile(publicDir, [...segments.slice(0, -1), 'index.html'].join('/'))
    return file ? { kind: 'file', file } : { kind: 'missing' }
  }
  const relativePath = segments.join('/')
  const stats = await statOrNull(path.join(publicDir, relativePath))
  if (stats?.isFile()) {
    return {
      kind: 'file',
      file: { absolutePath: path.join(publicDir, relativePath), relativePath, stats },
    }
  }
  if (stats?.isDirectory() && (await siteFile(publicDir, `${relativePath}/index.html`))) {
    return { kind: 'page-without-slash' }
  }
  return { kind: 'missing' }
}

export async function siteFile(publicDir: string, relativePath: string): Promise<SiteFile | null> {
  const absolutePath = path.join(publicDir, relativePath)
  const stats = await statOrNull(absolutePath)
  return stats?.isFile() ? { absolutePath, relativePath, stats } : null
}

export async function statOrNull(filePath: string): Promise<Stats | null> {
  try {
    return await stat(filePath)
  } catch (error) {
    if (isMissingFileError(error)) return null
    throw error
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG'
}
