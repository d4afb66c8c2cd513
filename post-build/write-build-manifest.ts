import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import {
  buildSettingsFromEnv,
  manifestFileName,
  manifestVersion,
  type BuildManifest,
} from '../hosting-policy/build-manifest'

type Environment = Record<string, string | undefined>

/**
 * Records what `gatsby build` just baked into the pages (the same variables, read in the same
 * command) in public/, for the server, the functions and the CDN's files to read instead of their
 * own environment. The build id is webpack's compilation hash, which every page's data names.
 */
export async function writeBuildManifest(
  publicDir: string,
  env: Environment,
  now = new Date(),
): Promise<BuildManifest> {
  const appData = JSON.parse(
    await readFile(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8'),
  ) as { webpackCompilationHash: string }
  const manifest: BuildManifest = {
    manifestVersion,
    buildId: appData.webpackCompilationHash,
    builtAt: now.toISOString(),
    ...buildSettingsFromEnv(env),
  }
  await writeFile(path.join(publicDir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
