/**
 * Nothing secret leaves the browser in an event: tokens, passwords and Authorization headers are
 * replaced, whatever field they hide in (SPEC §3 storage keys included).
 */
const secretKey =
  /^(authorization|access_?token|refresh_?token|accessToken|refreshToken|password|csrftoken|x-csrftoken|cookie)$/i
const bearer = /Bearer\s+[A-Za-z0-9._~+/=-]+/g
const tokenInUrl = /([?&](?:access_token|refresh_token|token|password)=)[^&#]*/gi

export const redacted = '[redacted]'

export function scrub<T>(value: T, depth = 0): T {
  if (depth > 8) return value
  if (typeof value === 'string') {
    return value.replace(bearer, `Bearer ${redacted}`).replace(tokenInUrl, `$1${redacted}`) as T
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        secretKey.test(key) ? redacted : scrub(item, depth + 1),
      ]),
    ) as T
  }
  return value
}
