import { readdir } from 'node:fs/promises'
import path from 'node:path'

import { build as bundle } from 'esbuild'

import { builtSettingsGlobal, type BuildSettings } from '../hosting-policy/build-manifest'

/** Where `netlify.toml` points the CDN's functions: one self-contained file per function. */
export const functionsOutDir = 'dist/functions'

/**
 * Bundles each entry of server/functions/ with everything it imports into one `.mjs` file.
 * Netlify's own packaging copies node_modules by tracing requires, which misses Fastify's ESM-only
 * dependencies (cookie@2, content-disposition@3) and files reached through `exports`: the functions
 * then fail to load. A bundle has nothing left to trace. Bundled CommonJS code still calls
 * `require` for Node's built-ins, hence the banner.
 */
export async function bundleFunctions(rootDir: string, build: BuildSettings): Promise<string[]> {
  const sourceDir = path.join(rootDir, 'server', 'functions')
  const entries = (await readdir(sourceDir)).filter((file) => /^[\w-]+\.ts$/.test(file))
  await bundle({
    entryPoints: entries.map((file) => path.join(sourceDir, file)),
    outdir: path.join(rootDir, functionsOutDir),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    // The functions answer for the pages of this build, with its settings (netlify-function.ts).
    define: { [builtSettingsGlobal]: JSON.stringify(build) },
    logLevel: 'warning',
  })
  return entries.map((file) => file.replace(/\.ts$/, ''))
}
