import { rm } from 'node:fs/promises'
import path from 'node:path'

import { walkFiles } from './walk-files'

/**
 * Source maps are for error reports, not for visitors: they would publish the original source. The
 * Sentry plugin uploads and deletes them itself when an auth token is configured; whatever is left
 * is removed here, so neither the server nor the CDN can serve one.
 */
export async function removeSourceMaps(publicDir: string): Promise<number> {
  const maps: string[] = []
  for await (const relativePath of walkFiles(publicDir)) {
    if (relativePath.endsWith('.map')) maps.push(relativePath)
  }
  await Promise.all(maps.map((map) => rm(path.join(publicDir, map))))
  return maps.length
}
