import { lockedDown, serializePolicy } from './csp/content-security-policy'

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

/**
 * The editor signs in through a window it opens (/api/auth), which passes through GitHub and comes
 * back to hand the token over with `postMessage` to its opener. The site's `same-origin` opener
 * policy would cut that window off as soon as it reached GitHub, so the editor's page allows the
 * popups it opens to keep it, and the sign-in window itself sends `unsafe-none` (it only ever
 * posts to the site's own origin, and only to the window that opened it).
 */
export const adminOpenerPolicy = 'same-origin-allow-popups'
export const signInWindowOpenerPolicy = 'unsafe-none'

export interface AdminPolicyOptions {
  /**
   * Origins the editor calls besides its own: the local backend in development, the GitHub API
   * (or its stand-in) where editing is configured.
   */
  connectOrigins?: readonly string[]
  /** Origins the editor shows images from besides its own: the signed-in account's avatar. */
  imageOrigins?: readonly string[]
}

/**
 * What Decap 3.16 needs beyond our own origin, found by running it under a policy of 'self' only in
 * Chromium and reading every violation (e2e/cms/ fails on any violation, so this stays true):
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles each JSON
 *   schema into a function with `new Function`; without it the editor stops at "Error loading the
 *   CMS configuration" (EvalError).
 * - connect-src blob:: Decap reads back blob: URLs it created (draft media in its local backup).
 * - img-src blob:: stored media (a `<Figure>` image in the preview) come from the backend as blob:
 *   URLs.
 * - style-src 'unsafe-inline', as on the site: its interface and the preview styles are `<style>`.
 * Not needed, so not allowed: data: images, workers, wasm (its two .wasm chunks never loaded),
 * frames (the preview pane is a srcdoc frame, which inherits this policy), any other origin.
 */
export function adminContentSecurityPolicy({
  connectOrigins = [],
  imageOrigins = [],
}: AdminPolicyOptions = {}): string {
  return serializePolicy([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', ...connectOrigins],
    ...lockedDown,
  ])
}
