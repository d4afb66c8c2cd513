import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defaultApiUrl, githubApiRoot, originOf } from './csp/site-origins'

/**
 * What a build was made with. Gatsby bakes the GATSBY_* values into the pages' scripts, so
 * everything that serves those pages (our server, the CDN's functions, its `_headers` and
 * `_redirects`) must use these values, never its own environment's: a policy that names another
 * provider origin than the bundle calls blocks every sign-in (docs/deployment.md#build-manifest).
 */
export interface BuildSettings {
  /** GATSBY_SITE_URL: the address visitors use; canonical links and /api/logout's origin. */
  siteUrl: string
  /** GATSBY_API_URL: the provider API the pages call, an absolute URL or a path of the site. */
  apiUrl: string
  /** PROVIDER_ORIGIN: where the site forwards `apiUrl` when it is a path (same-origin mode). */
  providerOrigin?: string
  /** GATSBY_ANALYTICS_SRC: the web-analytics script. */
  analyticsSrc?: string
  /** GATSBY_SENTRY_DSN: error reporting's public DSN. */
  sentryDsn?: string
  /**
   * The GitHub API the web editor at /admin/ calls, when the build configured editing
   * (CMS_GITHUB_REPO): CMS_GITHUB_API_ROOT, else GitHub's. Its policy lets the editor reach it.
   */
  editorApiRoot?: string
  /**
   * CMS_ORIGIN: the origin the web editor (/admin/ and its sign-in at /api/auth) is served from,
   * when not this site's own (docs/deployment.md#the-editors-token). A build for another origin
   * has no /admin/, and its /api/auth is a 404.
   */
  editorOrigin?: string
}

export interface BuildManifest extends BuildSettings {
  manifestVersion: typeof manifestVersion
  /** Webpack's compilation hash: the same id the pages carry. */
  buildId: string
  builtAt: string
}

/** Raised when the shape below changes, so a server never reads a manifest it misunderstands. */
export const manifestVersion = 1
/** In public/, beside the pages it describes; public like them (it holds nothing they do not). */
export const manifestFileName = 'build-manifest.json'

/** The variable each setting is read from at build time. */
export const settingVariables: Readonly<Record<keyof BuildSettings, string>> = {
  siteUrl: 'GATSBY_SITE_URL',
  apiUrl: 'GATSBY_API_URL',
  providerOrigin: 'PROVIDER_ORIGIN',
  analyticsSrc: 'GATSBY_ANALYTICS_SRC',
  sentryDsn: 'GATSBY_SENTRY_DSN',
  editorApiRoot: 'CMS_GITHUB_API_ROOT',
  editorOrigin: 'CMS_ORIGIN',
}

export const defaultSiteUrl = 'http://localhost:9000'

type Environment = Record<string, string | undefined>

/** The settings as the build reads them; a value that cannot work stops the build, named. */
export function buildSettingsFromEnv(env: Environment): BuildSettings {
  const siteUrl = withoutTrailingSlash(env.GATSBY_SITE_URL || defaultSiteUrl)
  if (!isHttpUrl(siteUrl)) {
    throw new Error(`GATSBY_SITE_URL must be an http(s) URL, got "${siteUrl}"`)
  }
  const apiUrl = withoutTrailingSlash(env.GATSBY_API_URL || defaultApiUrl)
  originOf(apiUrl, 'GATSBY_API_URL')
  const settings: BuildSettings = { siteUrl, apiUrl }
  if (isSitePath(apiUrl)) settings.providerOrigin = providerOriginFrom(env.PROVIDER_ORIGIN)
  if (env.GATSBY_ANALYTICS_SRC) settings.analyticsSrc = env.GATSBY_ANALYTICS_SRC
  if (env.GATSBY_SENTRY_DSN) settings.sentryDsn = env.GATSBY_SENTRY_DSN
  if (env.CMS_GITHUB_REPO?.trim()) {
    settings.editorApiRoot = withoutTrailingSlash(env.CMS_GITHUB_API_ROOT?.trim() || githubApiRoot)
    originOf(settings.editorApiRoot, 'CMS_GITHUB_API_ROOT')
  }
  if (env.CMS_ORIGIN?.trim()) settings.editorOrigin = editorOriginFrom(env.CMS_ORIGIN.trim())
  return settings
}

/** Whether this build's site serves the web editor: it does unless CMS_ORIGIN names another origin. */
export function servesEditor({ siteUrl, editorOrigin }: BuildSettings): boolean {
  return editorOrigin === undefined || editorOrigin === new URL(siteUrl).origin
}

function editorOriginFrom(value: string): string {
  const origin = withoutTrailingSlash(value)
  if (!isHttpUrl(origin) || new URL(origin).origin !== origin) {
    throw new Error(
      `CMS_ORIGIN must be the web editor's origin (https://cms.firm.example), got "${value}"`,
    )
  }
  return origin
}

/** `/provider`: the pages call their own origin, which forwards to the provider. */
export function isSitePath(apiUrl: string): boolean {
  return apiUrl.startsWith('/') && !apiUrl.startsWith('//')
}

function providerOriginFrom(value: string | undefined): string {
  const origin = withoutTrailingSlash(value ?? '')
  if (!isHttpUrl(origin) || new URL(origin).origin !== origin) {
    throw new Error(
      'GATSBY_API_URL is a path of the site, so the site forwards it to the provider: set ' +
        `PROVIDER_ORIGIN to the provider's origin (https://api.provider.example), got "${value ?? ''}"`,
    )
  }
  return origin
}

/**
 * The manifest of the build in `publicDir`. A folder without one, or with one this code does not
 * read, is refused with the folder named: serving it would send policies for another build.
 */
export function readBuildManifest(publicDir: string): BuildManifest {
  const file = path.join(publicDir, manifestFileName)
  if (!existsSync(file)) {
    throw new Error(`No build manifest in ${publicDir} (${manifestFileName}): run npm run build.`)
  }
  let manifest: Partial<BuildManifest> | undefined
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildManifest>
  } catch {
    manifest = undefined
  }
  if (manifest?.manifestVersion !== manifestVersion) {
    throw new Error(
      `The build in ${publicDir} was made by another version of the site (its ${manifestFileName} ` +
        `is not version ${manifestVersion}): run npm run build.`,
    )
  }
  return manifest as BuildManifest
}

/**
 * One line for each setting the environment gives a value other than the build's: the build's is
 * used, since the pages already carry it.
 */
export function settingsDrift(build: BuildSettings, env: Environment): string[] {
  return (Object.keys(settingVariables) as (keyof BuildSettings)[]).flatMap((key) => {
    const variable = settingVariables[key]
    const value = env[variable]
    if (!value || withoutTrailingSlash(value) === withoutTrailingSlash(build[key] ?? '')) return []
    const built = build[key] === undefined ? 'unset' : `"${build[key]}"`
    return [
      `${variable} differs from the build's: environment "${value}", build ${built}. ` +
        "Using the build's; rebuild to change it.",
    ]
  })
}

function withoutTrailingSlash(value: string): string {
  return value.length > 1 ? value.replace(/\/+$/, '') : value
}

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
}

/**
 * The name the CDN's function bundles carry the build's settings under (esbuild `define`): a
 * function is deployed apart from public/ and cannot read the manifest file.
 */
export const builtSettingsGlobal = '__BUILD_SETTINGS__'
