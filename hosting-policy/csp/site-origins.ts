import type { PolicyOptions } from './content-security-policy'

export interface SiteOriginsConfig {
  /** GATSBY_API_URL: the provider API the browser calls. */
  apiUrl: string
  /** GATSBY_ANALYTICS_SRC: the web-analytics script, loaded and then reporting to its origin. */
  analyticsSrc?: string
  /** The GitHub API the web editor calls (the build manifest's `editorApiRoot`). */
  editorApiRoot?: string
}

export type SiteOrigins = Required<Pick<PolicyOptions, 'scriptOrigins' | 'connectOrigins'>> & {
  /** Origins /admin/'s policy lets the editor call: none while editing is not configured. */
  editorOrigins: string[]
  /** Origins /admin/'s policy lets the editor show images from: GitHub's avatars, on GitHub. */
  editorImageOrigins: string[]
}

export const githubApiRoot = 'https://api.github.com'
/** Where GitHub serves the avatar the editor shows for the signed-in account. */
export const githubAvatarOrigin = 'https://avatars.githubusercontent.com'

/** Same default as the site's API client: the local stand-in under stand-ins/provider-api/. */
export const defaultApiUrl = 'http://localhost:8787'

/**
 * The third-party origins the site's pages use, for every policy the server, the CDN headers file
 * and the functions send: the same variables the build bakes into the pages, so they agree.
 */
export function siteOrigins({
  apiUrl,
  analyticsSrc,
  editorApiRoot,
}: SiteOriginsConfig): SiteOrigins {
  const analytics = analyticsSrc ? originOf(analyticsSrc, 'GATSBY_ANALYTICS_SRC') : []
  const connectOrigins = [...new Set([...originOf(apiUrl, 'GATSBY_API_URL'), ...analytics])]
  const editorOrigins = editorApiRoot ? originOf(editorApiRoot, 'CMS_GITHUB_API_ROOT') : []
  const editorImageOrigins = editorApiRoot === githubApiRoot ? [githubAvatarOrigin] : []
  return { scriptOrigins: analytics, connectOrigins, editorOrigins, editorImageOrigins }
}

/** The origin of an absolute URL; a path on our own origin adds nothing (`'self'` covers it). */
export function originOf(url: string, variable: string): string[] {
  if (url.startsWith('/') && !url.startsWith('//')) return []
  // Protocol-relative (`//cdn.example/x.js`): the site is served over https.
  const absolute = url.startsWith('//') ? `https:${url}` : url
  const parsed = URL.canParse(absolute) ? new URL(absolute) : null
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(`${variable} must be an http(s) URL or a path, got "${url}"`)
  }
  return [parsed.origin]
}
