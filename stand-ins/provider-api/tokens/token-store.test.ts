/** @jest-environment node */
import { createTokenStore } from './token-store'

const minute = 60_000

function storeAt(start = 1_000_000) {
  let time = start
  const store = createTokenStore({
    now: () => time,
    accessTokenTtlMs: 15 * minute,
    refreshTokenTtlMs: 60 * minute,
  })
  return { store, advance: (ms: number) => (time += ms) }
}

describe('token store', () => {
  it('issues distinct opaque tokens', () => {
    const { store } = storeAt()
    const first = store.issue()
    const second = store.issue()
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set([first.accessToken, first.refreshToken, second.accessToken]).size).toBe(3)
  })

  it('keeps an access token valid until its expiry, then reports it expired', () => {
    const { store, advance } = storeAt()
    const { accessToken } = store.issue()
    advance(15 * minute - 1)
    expect(store.checkAccessToken(accessToken)).toBe('valid')
    advance(1)
    expect(store.checkAccessToken(accessToken)).toBe('expired')
  })

  it('does not know tokens it never issued', () => {
    expect(storeAt().store.checkAccessToken('forged')).toBe('unknown')
  })

  it('revokes a refresh token with the access tokens issued with it, and no others', () => {
    const { store } = storeAt()
    const signedOut = store.issue()
    const other = store.issue()
    expect(store.revoke(signedOut.refreshToken)).toBe(true)
    expect(store.checkAccessToken(signedOut.accessToken)).toBe('unknown')
    expect(store.checkAccessToken(other.accessToken)).toBe('valid')
    expect(store.revoke(signedOut.refreshToken)).toBe(false)
  })

  it('never lets an access token outlive its refresh token', () => {
    let time = 0
    const store = createTokenStore({
      now: () => time,
      accessTokenTtlMs: 60 * minute,
      refreshTokenTtlMs: 10 * minute,
    })
    const { accessToken } = store.issue()
    time = 10 * minute
    expect(store.checkAccessToken(accessToken)).toBe('expired')
  })

  it('forgets sessions past their refresh expiry when issuing new ones', () => {
    const { store, advance } = storeAt()
    const old = store.issue()
    advance(60 * minute)
    store.issue()
    expect(store.revoke(old.refreshToken)).toBe(false)
    expect(store.checkAccessToken(old.accessToken)).toBe('unknown')
  })
})
