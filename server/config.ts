import { buildSettingsFromEnv, type BuildSettings } from '../hosting-policy/build-manifest'
import type { SiteOriginsConfig } from '../hosting-policy/csp/site-origins'
import {
  readEditorSignInConfig,
  type EditorSignInConfig,
} from './endpoints/editor-sign-in/sign-in-config'

/** Settings of the production server and the functions: the build's, and the server's own. */
export interface ServerConfig extends SiteOriginsConfig {
  port: number
  host: string
  /** GATSBY_SENTRY_DSN, as the browser SDK is built with. Unset: /monitoring answers 404. */
  sentryDsn: string | undefined
  /** The origin of GATSBY_SITE_URL (what visitors use, behind any proxy): the only one /api/logout accepts. */
  siteOrigin: string
  /** Same-origin mode: where the site forwards `apiUrl` (a path of the site). */
  providerOrigin?: string
  /** MONITORING_RATE_LIMIT: envelopes one client IP may post to /monitoring per minute. */
  monitoringRateLimit: number
  /** GITHUB_OAUTH_*: the editor's sign-in at /api/auth; unset when editing is off. */
  editorSignIn?: EditorSignInConfig
}

export type Environment = Record<string, string | undefined>

/**
 * The server's own settings from `env`; what the pages were built with from `build` (the build's
 * manifest in production; read from `env` where there is no build, as in `gatsby develop`).
 */
export function readServerConfig(
  env: Environment = process.env,
  build: BuildSettings = buildSettingsFromEnv(env),
): ServerConfig {
  return {
    port: wholeNumber('PORT', env.PORT, 9000, 0, 65_535),
    host: env.HOST || '127.0.0.1',
    apiUrl: build.apiUrl,
    analyticsSrc: build.analyticsSrc,
    editorApiRoot: build.editorApiRoot,
    providerOrigin: build.providerOrigin,
    sentryDsn: build.sentryDsn,
    siteOrigin: new URL(build.siteUrl).origin,
    monitoringRateLimit: wholeNumber('MONITORING_RATE_LIMIT', env.MONITORING_RATE_LIMIT, 60, 1),
    editorSignIn: readEditorSignInConfig(env),
  }
}

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max = Infinity,
): number {
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `above ${min - 1}` : `from ${min} to ${max}`
    throw new Error(`${name} must be a whole number ${range}, got "${text}"`)
  }
  return value
}

/** The address people open: loopback reads better as `localhost`; other hosts are shown as bound. */
export function siteAddress(host: string, port: number): string {
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1'
  const shownHost = loopback ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${shownHost}:${port}/`
}
