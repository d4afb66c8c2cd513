import { existsSync } from 'node:fs'
import path from 'node:path'

import { describePrecompression, precompressDirectory } from '../server/build/precompress'
import { writeScriptHashManifest } from '../server/csp/script-hash-manifest'

/**
 * After `gatsby build` (`npm run build`): `.br`/`.gz` siblings for the production server and CDN,
 * and the inline-script hashes the server's Content-Security-Policy allows per page.
 */
async function main(): Promise<void> {
  const publicDir = path.resolve(__dirname, '..', 'public')
  if (!existsSync(publicDir)) throw new Error(`No build in ${publicDir}: run gatsby build first`)
  const started = performance.now()
  const [result, manifest] = await Promise.all([
    precompressDirectory(publicDir),
    writeScriptHashManifest(publicDir),
  ])
  const pages = Object.keys(manifest.pages).length
  console.log(
    `${describePrecompression(result, performance.now() - started)}; CSP script hashes for ${pages} pages`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
