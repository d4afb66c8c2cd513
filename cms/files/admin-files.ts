import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { decapConfig } from '../config/decap-config'
import type { EditingSettings } from '../config/editing-settings'
import { adminPage } from './admin-page'
import { bundleEditor } from './editor-bundle'
import { notConfiguredPage } from './not-configured-page'

/** One file of /admin/, by its name there, and how to produce its bytes. */
export interface AdminFile {
  name: string
  contents: () => Promise<string | Buffer>
}

/**
 * decap-cms.js loads chunks of its own (`<n>.decap-cms.js`) from beside itself and names its
 * licence file in a comment. Not copied: source maps, the `cms.js` twin, and two .wasm files no
 * feature of this configuration loads (the editor's policy would refuse to compile them anyway).
 */
export const isDecapFile = (name: string) =>
  /^(?:\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$/.test(name)

/** decap-cms's dist/ folder, resolved from the project as npm installed it. */
export function decapDistDir(rootDir: string): string {
  const require = createRequire(path.join(rootDir, 'package.json'))
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist')
}

/**
 * Everything /admin/ serves: the page, the configuration, the editor entry, and Decap itself from
 * node_modules. The build writes them into public/admin/ (post-build/write-admin.ts);
 * `gatsby develop` serves them from here (gatsby/admin-middleware.ts). Never committed.
 */
export function adminFiles({
  rootDir,
  siteUrl,
  editing,
  development = false,
}: {
  rootDir: string
  siteUrl: string
  /** The build's repository settings; unset, the page says editing is not configured. */
  editing?: EditingSettings
  /** `gatsby develop` (`npm run cms`): the editor with the local backend, whatever is set. */
  development?: boolean
}): AdminFile[] {
  const distDir = decapDistDir(rootDir)
  const decap = readdirSync(distDir)
    .filter(isDecapFile)
    .sort()
    .map((name) => ({ name, contents: () => readFile(path.join(distDir, name)) }))
  return [
    {
      name: 'index.html',
      contents: async () =>
        editing || development
          ? adminPage({ previewUrl: editing?.previewUrl })
          : notConfiguredPage(),
    },
    {
      name: 'config.yml',
      contents: async () =>
        `${JSON.stringify(decapConfig({ siteUrl, editing, localBackend: development }), null, 2)}\n`,
    },
    { name: 'admin.js', contents: () => bundleEditor(rootDir) },
    ...decap,
  ]
}
