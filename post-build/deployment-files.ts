import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { BuildSettings } from '../hosting-policy/build-manifest'
import type { PageScriptHashes } from '../hosting-policy/csp/page-script-hashes'
import { siteOrigins } from '../hosting-policy/csp/site-origins'
import { netlifyHeadersFile } from './netlify-headers'
import { netlifyRedirectsFile } from './netlify-redirects'
import { isServedFile } from './site-paths'
import { walkFiles } from './walk-files'

export interface DeploymentFilesResult {
  /** Files of public/ the headers file has rules for. */
  files: number
}

/**
 * Writes the CDN's `_headers` and `_redirects` into public/ (Netlify's format), for the settings
 * the pages were built with (the build's manifest), so a deploy is:
 * upload public/, deploy server/functions/ as the site's functions.
 */
export async function writeDeploymentFiles(
  publicDir: string,
  hashes: PageScriptHashes,
  build: BuildSettings,
): Promise<DeploymentFilesResult> {
  const origins = siteOrigins(build)
  const allFiles = new Set<string>()
  for await (const relativePath of walkFiles(publicDir)) allFiles.add(relativePath)
  const served = [...allFiles].filter((file) => isServedFile(file, allFiles))
  await Promise.all([
    writeFile(
      path.join(publicDir, '_headers'),
      netlifyHeadersFile({ files: served, hashes, origins }),
    ),
    writeFile(path.join(publicDir, '_redirects'), netlifyRedirectsFile(new Set(served), build)),
  ])
  return { files: served.length }
}
