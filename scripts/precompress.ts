import { existsSync } from 'node:fs'
import path from 'node:path'

import { deferScriptsInDirectory } from '../server/build/defer-page-scripts'
import { writeDeploymentFiles } from '../server/build/deployment-files'
import { describePrecompression, precompressDirectory } from '../server/build/precompress'
import { readAnalyticsSrc, readApiUrl } from '../server/config'
import { writeScriptHashManifest } from '../server/csp/script-hash-manifest'
import { siteOrigins } from '../server/csp/site-origins'

/**
 * After `gatsby build` (`npm run build`): bundles requested after the first paint (defer-page-scripts),
 * `.br`/`.gz` siblings for the production server and CDN,
 * the inline-script hashes the server's Content-Security-Policy allows per page, and the CDN's
 * `_headers` and `_redirects` with the same policies and routing. The origins come from the same
 * GATSBY_* variables the build just baked into the pages.
 */
async function main(): Promise<void> {
  const publicDir = path.resolve(__dirname, '..', 'public')
  if (!existsSync(publicDir)) throw new Error(`No build in ${publicDir}: run gatsby build first`)
  const started = performance.now()
  // Before hashing and compressing: the rewrite adds an inline script and changes every page.
  const deferred = await deferScriptsInDirectory(publicDir)
  const origins = siteOrigins({ apiUrl: readApiUrl(), analyticsSrc: readAnalyticsSrc() })
  const [result, manifest] = await Promise.all([
    precompressDirectory(publicDir),
    writeScriptHashManifest(publicDir),
  ])
  const deployment = await writeDeploymentFiles(publicDir, manifest, origins)
  const pages = Object.keys(manifest.pages).length
  console.log(
    `${describePrecompression(result, performance.now() - started)}; CSP script hashes for ${pages} pages; ` +
      `_headers and _redirects for ${deployment.files} files; bundles after first paint on ${deferred} pages`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
