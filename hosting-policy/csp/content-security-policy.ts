export interface PolicyOptions {
  /** `'sha256-…'` expressions of the page's inline scripts (none for non-HTML responses). */
  scriptHashes?: readonly string[]
  /** Origins besides our own that scripts may load from (the analytics script). */
  scriptOrigins?: readonly string[]
  /** Origins besides our own that the browser may call (the provider API, analytics). */
  connectOrigins?: readonly string[]
}

/**
 * Scripts: our own files plus the exact inline scripts of the page, so an injected script cannot
 * run. Styles keep 'unsafe-inline': emotion inserts `<style>` at runtime and a hash or nonce there
 * would make browsers ignore 'unsafe-inline'. Sentry goes through same-origin /monitoring and its
 * replay worker starts from a blob: URL. See docs/stack-notes.md#csp-and-emotion.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  scriptOrigins = [],
  connectOrigins = [],
}: PolicyOptions = {}): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptOrigins, ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    // Fonts and the manifest fall back to default-src 'self': naming them again only added bytes
    // to every page's headers, which travel uncompressed (docs/performance.md#the-faqs-largest-paint).
    ['connect-src', "'self'", ...connectOrigins],
    ['worker-src', "'self'", 'blob:'],
    ...lockedDown,
  ]
  return serializePolicy(directives)
}

/** A directive: its name, then its sources. */
export type Directive = [string, ...string[]]

/** What none of our pages needs, the site's and the editor's alike: frames, plugins, other bases. */
export const lockedDown: readonly Directive[] = [
  ['frame-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
]

export function serializePolicy(directives: readonly Directive[]): string {
  return directives.map((directive) => directive.join(' ')).join('; ')
}
