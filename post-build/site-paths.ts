import { hostConfigFiles } from '../hosting-policy/not-found'

/** How the CDN addresses a file of public/: the URL paths it is served at. */
export function servedPaths(relativePath: string): string[] {
  const filePath = `/${relativePath.split('/').map(encodeSegment).join('/')}`
  if (relativePath === 'index.html' || relativePath.endsWith('/index.html')) {
    return [filePath.slice(0, -'index.html'.length), filePath]
  }
  return [filePath]
}

/** A path as a rule line can carry it: no spaces, and no `*` or `:` read as wildcard/placeholder. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/\*/g, '%2A')
}

/** Files of public/ a deploy serves: not hidden, not a precompressed sibling, not host config. */
export function isServedFile(relativePath: string, allFiles: ReadonlySet<string>): boolean {
  if (relativePath.split('/').some((segment) => segment.startsWith('.'))) return false
  if (hostConfigFiles.includes(relativePath)) return false
  const sibling = /^(.+)\.(?:br|gz)$/.exec(relativePath)
  return !(sibling?.[1] !== undefined && allFiles.has(sibling[1]))
}
