import path from 'node:path'

import { build } from 'esbuild'

/**
 * cms/editor/ as one browser script (/admin/admin.js). It carries its own copy of whatever it
 * imports (js-yaml; the site's renderer and React 18 for the preview) and shares nothing with
 * decap-cms.js, which brings React 19 of its own.
 */
export async function bundleEditor(rootDir: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(rootDir, 'cms', 'editor', 'main.ts')],
    absWorkingDir: rootDir,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'theme-ui',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild wrote no editor bundle')
  return output.text
}
