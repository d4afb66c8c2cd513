/** Settings the production server reads from the environment (`npm run serve`). */
export interface ServerConfig {
  port: number
  host: string
  /** The provider API the browser calls; its origin joins `connect-src`. */
  apiUrl: string
  /** The web-analytics script; its origin joins `script-src` and `connect-src`. Unset: none. */
  analyticsSrc: string | undefined
  /** Where /monitoring forwards error reports. Unset: the tunnel answers 404. */
  sentryDsn: string | undefined
  /** The public origin (GATSBY_SITE_URL): the only origin /api/logout accepts. */
  siteOrigin: string
  /** Envelopes one client IP may post to /monitoring per minute (MONITORING_RATE_LIMIT). */
  monitoringRateLimit: number
}

export const defaultPort = 9000
export const defaultHost = '127.0.0.1'
/** Same default as the site's API client: the local stand-in under provider-api/. */
export const defaultApiUrl = 'http://localhost:8787'

export type Environment = Record<string, string | undefined>

export function readServerConfig(env: Environment = process.env): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST || defaultHost,
    apiUrl: readApiUrl(env),
    analyticsSrc: readAnalyticsSrc(env),
    sentryDsn: readSentryDsn(env),
    siteOrigin: readSiteOrigin(env),
    monitoringRateLimit: readMonitoringRateLimit(env),
  }
}

/** Same default as the build's {host}: the local production server. */
export const defaultSiteUrl = 'http://localhost:9000'
export const defaultMonitoringRateLimit = 60

/** The origin of GATSBY_SITE_URL, the address visitors use (behind any proxy or CDN). */
export function readSiteOrigin(env: Environment = process.env): string {
  const url = env.GATSBY_SITE_URL || defaultSiteUrl
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`GATSBY_SITE_URL must be an http(s) URL, got "${url}"`)
  }
  return new URL(url).origin
}

export function readMonitoringRateLimit(env: Environment = process.env): number {
  const text = env.MONITORING_RATE_LIMIT
  if (text === undefined || text === '') return defaultMonitoringRateLimit
  const limit = Number(text)
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`MONITORING_RATE_LIMIT must be a whole number above 0, got "${text}"`)
  }
  return limit
}

export function readApiUrl(env: Environment = process.env): string {
  return env.GATSBY_API_URL || defaultApiUrl
}

/** The same variable the site's Analytics component loads its script from. */
export function readAnalyticsSrc(env: Environment = process.env): string | undefined {
  return env.GATSBY_ANALYTICS_SRC || undefined
}

/** The same variable the browser SDK is built with, so the tunnel accepts what the site sends. */
export function readSentryDsn(env: Environment = process.env): string | undefined {
  return env.GATSBY_SENTRY_DSN || undefined
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return defaultPort
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`)
  }
  return port
}

/** The address people open: loopback reads better as `localhost`; other hosts are shown as bound. */
export function siteAddress(host: string, port: number): string {
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1'
  const shownHost = loopback ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${shownHost}:${port}/`
}
