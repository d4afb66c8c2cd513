import type { TokenStore } from '../tokens/token-store'

/**
 * Why an `Authorization` header does not authenticate, in DRF's TokenAuthentication words, or
 * null when it carries a valid, unexpired access token.
 */
export function checkBearer(header: string | undefined, tokens: TokenStore): string | null {
  const parts = (header ?? '').trim().split(/\s+/)
  // Another scheme is not ours to judge: DRF treats it as no credentials at all.
  if (parts[0]?.toLowerCase() !== 'bearer') return 'Authentication credentials were not provided.'
  if (parts.length === 1) return 'Invalid token header. No credentials provided.'
  if (parts.length > 2) return 'Invalid token header. Token string should not contain spaces.'
  const state = tokens.checkAccessToken(parts[1] ?? '')
  if (state === 'expired') return 'Token has expired.'
  return state === 'valid' ? null : 'Invalid token.'
}
