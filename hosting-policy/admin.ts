/**
 * /admin/, the content editor (Decap CMS, cms/): its own headers, since its page runs a different
 * program from the site's pages. Kept out of search engines by a header on every file of the
 * folder (the page also says so); robots.txt does not list it, as a crawler that may not fetch
 * the page cannot read its noindex either.
 */
export const adminFolder = 'admin/'

/** A file of public/ (relative path) that belongs to the editor. */
export function isAdminFile(relativePath: string): boolean {
  return relativePath.startsWith(adminFolder)
}

export const adminRobotsTag = 'noindex, nofollow'

export interface AdminPolicyOptions {
  /** Origins the editor calls besides its own: the local backend in development. */
  connectOrigins?: readonly string[]
}

/**
 * What Decap 3 needs, found by running it under this policy in Chromium and reading every
 * violation (e2e/cms/no-third-party.spec.ts keeps it so):
 * - 'unsafe-eval': Decap validates its configuration with ajv, which compiles each schema into a
 *   function with `new Function`; without it the editor stops at "Error loading the CMS
 *   configuration".
 * - style-src 'unsafe-inline': its interface and the preview styles are emotion `<style>` tags.
 * - img-src data: blob:: its icons are data: URLs; chosen images are previewed as blob: URLs.
 * - frame-src 'self': the preview pane is a same-origin frame.
 * Everything else is our own origin: Decap's chunks are served beside decap-cms.js.
 */
export function adminContentSecurityPolicy({
  connectOrigins = [],
}: AdminPolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', ...connectOrigins],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
