export interface RequestPath {
  /** Still percent-encoded, as the client sent it: redirects echo it back unchanged. */
  pathname: string
  /** `?…` or empty. */
  search: string
  /** Decoded path segments; the last is `''` when the path ends with `/`. Null when unsafe. */
  segments: string[] | null
}

export function parseRequestPath(url: string): RequestPath {
  const queryStart = url.indexOf('?')
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
  const search = queryStart === -1 ? '' : url.slice(queryStart)
  return { pathname, search, segments: safeSegments(pathname) }
}

/**
 * Rejects anything that could leave public/ or reach hidden files (`..`, `.env`, encoded slashes,
 * NUL), and empty segments: `//host` and `/\host` would turn a redirect into an open redirect.
 */
function safeSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname.includes('\\')) return null
  const rawSegments = pathname.slice(1).split('/')
  const segments: string[] = []
  for (const [index, raw] of rawSegments.entries()) {
    const isLast = index === rawSegments.length - 1
    const segment = decodeSegment(raw)
    if (segment === null) return null
    if (segment === '' && !isLast) return null
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null
    segments.push(segment)
  }
  return segments
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
