import type { Stats } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * Weak, because one validator covers every content coding of a file (identity, .br, .gz, dynamic):
 * they are the same content, which is what a weak ETag promises.
 */
export function weakEtag(stats: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only otherwise. */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag))
  }
  const ifModifiedSince = headers['if-modified-since']
  if (ifModifiedSince === undefined) return false
  const since = Date.parse(ifModifiedSince)
  // HTTP dates have whole seconds; the file's mtime has milliseconds.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000)
}

/** Weak comparison: `W/"x"` and `"x"` match. */
function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, '')
}
