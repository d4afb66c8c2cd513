import { randomBytes } from 'node:crypto'

/** Milliseconds since the epoch; tests pass their own to expire tokens without waiting. */
export type Clock = () => number

export const defaultAccessTokenTtlMs = 15 * 60_000
export const defaultRefreshTokenTtlMs = 7 * 24 * 60 * 60_000

export interface TokenPair {
  accessToken: string
  refreshToken: string
}

export type AccessTokenState = 'valid' | 'expired' | 'unknown'

/** In-memory sessions: an access token belongs to the refresh token it was issued with. */
export interface TokenStore {
  issue(): TokenPair
  checkAccessToken(accessToken: string): AccessTokenState
  /** Revokes the refresh token and every access token issued with it; false if it was unknown. */
  revoke(refreshToken: string): boolean
}

interface Session {
  refreshExpiresAt: number
  accessTokens: Set<string>
}

interface AccessGrant {
  refreshToken: string
  expiresAt: number
}

export interface TokenStoreOptions {
  now?: Clock
  accessTokenTtlMs?: number
  refreshTokenTtlMs?: number
}

/** 32 random bytes: opaque, unguessable, URL- and header-safe. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function createTokenStore({
  now = Date.now,
  accessTokenTtlMs = defaultAccessTokenTtlMs,
  refreshTokenTtlMs = defaultRefreshTokenTtlMs,
}: TokenStoreOptions = {}): TokenStore {
  const sessions = new Map<string, Session>()
  const accessGrants = new Map<string, AccessGrant>()

  function endSession(refreshToken: string, session: Session): void {
    for (const accessToken of session.accessTokens) accessGrants.delete(accessToken)
    sessions.delete(refreshToken)
  }

  // A long-running dev server must not grow forever: sessions past their refresh expiry go.
  function forgetExpiredSessions(time: number): void {
    for (const [refreshToken, session] of sessions) {
      if (session.refreshExpiresAt <= time) endSession(refreshToken, session)
    }
  }

  return {
    issue() {
      const time = now()
      forgetExpiredSessions(time)
      const accessToken = opaqueToken()
      const refreshToken = opaqueToken()
      sessions.set(refreshToken, {
        refreshExpiresAt: time + refreshTokenTtlMs,
        accessTokens: new Set([accessToken]),
      })
      // An access token never outlives the session it belongs to.
      const expiresAt = time + Math.min(accessTokenTtlMs, refreshTokenTtlMs)
      accessGrants.set(accessToken, { refreshToken, expiresAt })
      return { accessToken, refreshToken }
    },

    checkAccessToken(accessToken) {
      const grant = accessGrants.get(accessToken)
      if (!grant) return 'unknown'
      return now() < grant.expiresAt ? 'valid' : 'expired'
    },

    revoke(refreshToken) {
      const session = sessions.get(refreshToken)
      if (!session) return false
      endSession(refreshToken, session)
      return true
    },
  }
}
