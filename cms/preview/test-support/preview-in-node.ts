import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { buildSync } from 'esbuild'

import type { PreviewCase, PreviewResult } from './preview-cases'

const root = path.join(__dirname, '..', '..', '..')

/**
 * Previews every case in one Node process. The preview imports the ESM-only MDX compiler
 * statically, as the editor's browser bundle does: neither Jest nor tsx's require can load it, so
 * it is bundled with esbuild first, as cms/files/editor-bundle.ts bundles it for the browser.
 */
export function previewInNode(cases: PreviewCase[]): PreviewResult[] {
  const outDir = mkdtempSync(path.join(tmpdir(), 'preview-in-node-'))
  try {
    const script = path.join(outDir, 'preview-cases.cjs')
    buildSync({
      entryPoints: [path.join(__dirname, 'preview-cases.ts')],
      absWorkingDir: root,
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      jsxImportSource: 'theme-ui',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const output = execFileSync(process.execPath, [script], { input: JSON.stringify(cases) })
    return JSON.parse(output.toString()) as PreviewResult[]
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
