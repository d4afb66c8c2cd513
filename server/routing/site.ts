import type { SiteFile } from '../static/site-files'

/** What serving the build needs: where it is, and the CSP for each of its pages. */
export interface Site {
  publicDir: string
  policyFor(page: SiteFile): Promise<string>
}
