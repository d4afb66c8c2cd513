import { readdirSync } from 'node:fs'

import { publicDir } from '../build'

export interface Target {
  name: string
  path: string
  expectedStatus: number
}

/** What a visitor costs the server: a page, the bundle every page loads, and a locale's 404. */
export function targets(): Target[] {
  return [
    { name: 'page', path: '/', expectedStatus: 200 },
    { name: 'hashed asset', path: `/${hashedAssetName()}`, expectedStatus: 200 },
    { name: '404', path: '/en/does-not-exist/', expectedStatus: 404 },
  ]
}

/**
 * A content-hashed bundle, the kind of file served as immutable: Gatsby's `app-<hash>.js` when
 * there is one, since every page loads it, else the first hashed chunk.
 */
function hashedAssetName(): string {
  const hashed = readdirSync(publicDir)
    .filter((file) => /-[0-9a-f]{16,}\.js$/.test(file))
    .sort()
  const name = hashed.find((file) => file.startsWith('app-')) ?? hashed[0]
  if (!name) throw new Error(`No content-hashed .js file in ${publicDir}`)
  return name
}
