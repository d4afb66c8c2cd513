/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface LockEntry {
  version?: string
  link?: boolean
}

/**
 * `npm install` (the README's first command) crashes with "Invalid Version" on a lockfile entry
 * without a version, which `npm ci` accepts: see docs/stack-notes.md#npm-lockfile.
 */
it('gives every installed package of the lockfile a version', () => {
  const lock = JSON.parse(readFileSync(path.join(__dirname, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const versionless = Object.entries(lock.packages)
    .filter(([location, entry]) => location !== '' && !entry.link && !entry.version)
    .map(([location]) => location)
  expect(versionless).toEqual([])
})
