export interface PolicyOptions {
  /** `'sha256-…'` expressions of the page's inline scripts (none for non-HTML responses). */
  scriptHashes?: readonly string[]
  /** Origins besides our own that the browser may call (the provider API). */
  connectOrigins?: readonly string[]
}

/**
 * PITFALLS D1. Scripts: our own files plus the exact inline scripts of the page, so an injected
 * script cannot run. Styles keep 'unsafe-inline': emotion inserts `<style>` at runtime and a hash
 * or nonce there would make browsers ignore 'unsafe-inline'. Sentry goes through same-origin
 * /monitoring and its replay worker starts from a blob: URL.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  connectOrigins = [],
}: PolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The origin of an absolute API URL; a relative one (same origin) adds nothing. */
export function connectOriginOf(apiUrl: string): string[] {
  if (apiUrl.startsWith('/')) return []
  const origin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : 'null'
  if (origin === 'null') {
    throw new Error(`GATSBY_API_URL must be an http(s) URL or a path, got "${apiUrl}"`)
  }
  return [origin]
}
