import { isIP } from 'node:net'

import {
  buildSettingsFromEnv,
  servesEditor,
  type BuildSettings,
} from '../hosting-policy/build-manifest'
import type { SiteOriginsConfig } from '../hosting-policy/csp/site-origins'
import {
  readEditorSignInConfig,
  type EditorSignInConfig,
} from './endpoints/editor-sign-in/sign-in-config'
import { isSiteCookieName } from './endpoints/editor-sign-in/sign-in-state'

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
  /** The build's CMS_ORIGIN, when the editor is served there and not here: /api/auth is a 404. */
  editorElsewhere?: string
  /** PROVIDER_COOKIES: the provider's cookie names, the only ones same-origin mode passes either way. */
  providerCookies: string[]
  /** TRUST_PROXY: whose `X-Forwarded-For` names the client (rate limits, logs); by default nobody's. */
  trustProxy: TrustProxy
}

export type Environment = Record<string, string | undefined>

/** Fastify's `trustProxy`: nobody, or the proxies' addresses. */
export type TrustProxy = false | string[]

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
    editorElsewhere: servesEditor(build) ? undefined : build.editorOrigin,
    providerCookies: providerCookieNames(env.PROVIDER_COOKIES),
    trustProxy: trustedProxies(env.TRUST_PROXY),
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

/** Django's CSRF and session cookies, as a Django REST framework provider names them. */
export const defaultProviderCookies = ['csrftoken', 'sessionid']
const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

function providerCookieNames(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return defaultProviderCookies
  const names = text.split(',').map((name) => name.trim())
  for (const name of names) {
    // `__Host-` cookies must have Path=/, and the site scopes the provider's to its path.
    if (!cookieName.test(name) || /^__host-/i.test(name) || isSiteCookieName(name)) {
      throw new Error(
        `PROVIDER_COOKIES must be the provider's cookie names, comma-separated, none of the site's ` +
          `own or with the __Host- prefix, got "${name}"`,
      )
    }
  }
  return names
}

function trustedProxies(text: string | undefined): TrustProxy {
  if (text === undefined || text.trim() === '') return false
  const entries = text.split(',').map((entry) => entry.trim())
  const named = ['loopback', 'linklocal', 'uniquelocal']
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/')
    const family = isIP(address)
    const maxBits = family === 6 ? 128 : 32
    const bitsOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= maxBits)
    // Addresses only, no hop count: a count trusts whoever connects, so a client reaching the
    // server directly could name any address (Fastify 5 refuses a bare count for that reason).
    if (!named.includes(entry) && (family === 0 || !bitsOk || rest.length > 0)) {
      throw new Error(
        'TRUST_PROXY must be the addresses of the proxies in front of the server (127.0.0.1, ' +
          `10.0.0.0/8, loopback), comma-separated, got "${entry}"`,
      )
    }
  }
  return entries
}
