import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { readEditingSettings } from '../cms/config/editing-settings'
import { adminFiles } from '../cms/files/admin-files'
import { mapWithConcurrency } from './map-with-concurrency'

/**
 * The content editor into public/admin/: its page, configuration and entry bundle, and Decap's own
 * files copied from node_modules (never committed, always the installed version). Runs before
 * precompression and the headers file, which then cover these files like any other.
 */
export async function writeAdmin(
  rootDir: string,
  publicDir: string,
  siteUrl: string,
): Promise<number> {
  const targetDir = path.join(publicDir, 'admin')
  await mkdir(targetDir, { recursive: true })
  // CMS_GITHUB_*: where the live editor saves; a value that cannot work stops the build here.
  const files = adminFiles({ rootDir, siteUrl, editing: readEditingSettings(process.env) })
  await mapWithConcurrency(files, 8, async ({ name, contents }) =>
    writeFile(path.join(targetDir, name), await contents()),
  )
  return files.length
}
