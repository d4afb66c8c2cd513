import { defaultSeedPath } from './seed/load-seed'
import { defaultAccessTokenTtlMs, defaultRefreshTokenTtlMs } from './tokens/token-store'

/** Settings `npm run provider` reads from the environment. */
export interface ProviderConfig {
  port: number
  host: string
  siteOrigins: string[]
  faults: boolean
  accessTokenTtlMs: number
  refreshTokenTtlMs: number
  seedPath: string
}

export const defaultProviderPort = 8787
export const defaultProviderHost = '127.0.0.1'
/** `npm run serve` / `npm start` (9000) and `npm run develop` (8000), by either loopback name. */
export const defaultSiteOrigins = [
  'http://localhost:9000',
  'http://127.0.0.1:9000',
  'http://localhost:8000',
  'http://127.0.0.1:8000',
]

type Environment = Record<string, string | undefined>

export function readProviderConfig(env: Environment = process.env): ProviderConfig {
  return {
    port: readWholeNumber('PROVIDER_PORT', env.PROVIDER_PORT, defaultProviderPort, 65_535),
    host: env.PROVIDER_HOST || defaultProviderHost,
    siteOrigins: env.SITE_ORIGINS ? readOrigins(env.SITE_ORIGINS) : defaultSiteOrigins,
    faults: readFaultsSwitch(env),
    accessTokenTtlMs:
      readSeconds('PROVIDER_ACCESS_TTL', env.PROVIDER_ACCESS_TTL) ?? defaultAccessTokenTtlMs,
    refreshTokenTtlMs:
      readSeconds('PROVIDER_REFRESH_TTL', env.PROVIDER_REFRESH_TTL) ?? defaultRefreshTokenTtlMs,
    seedPath: env.PROVIDER_SEED || defaultSeedPath,
  }
}

/** On for development and tests; off when NODE_ENV=production unless PROVIDER_FAULTS=1. */
function readFaultsSwitch(env: Environment): boolean {
  const value = env.PROVIDER_FAULTS
  if (value === undefined || value === '') return env.NODE_ENV !== 'production'
  if (value === '1') return true
  if (value === '0') return false
  throw new Error(`PROVIDER_FAULTS must be 1 or 0, got "${value}"`)
}

// Exact origins: the browser's Origin header is compared as a string, so paths or a trailing
// slash would never match and are refused here rather than silently.
function readOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL | undefined
      try {
        parsed = new URL(origin)
      } catch {
        parsed = undefined
      }
      if (!parsed || parsed.origin !== origin) {
        throw new Error(
          `SITE_ORIGINS must list origins such as http://localhost:9000, got "${origin}"`,
        )
      }
      return origin
    })
}

function readSeconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`${name} must be a whole number of seconds from 1, got "${value}"`)
  }
  return Number(value) * 1000
}

function readWholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!/^\d+$/.test(value) || number > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`)
  }
  return number
}
