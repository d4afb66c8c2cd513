/**
 * Nothing personal or secret leaves the browser in an error report, trace or replay: tokens
 * (JWTs with or without `Bearer`), passwords, the four stored session keys, Authorization headers,
 * cookies, the consultant's contact details and the WhatsApp number in `/api/consultant/<n>` URLs
 * are replaced wherever they hide: in fields, in URLs (query or fragment), inside JSON-encoded
 * bodies. Objects nested deeper than the limit are cut, never passed on unread.
 */
const secretKey =
  /^(authorization|cookie|set-cookie|password|csrftoken|x-csrftoken|token|id_?token|jwt|access_?token|refresh_?token|username|email|e-mail|phone|whatsapp(?:_?number)?|consultant)$/i
const bearer = /Bearer\s+[A-Za-z0-9._~+/=-]+/g
const jwt = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
const secretInUrl =
  /([?&#](?:access_token|refresh_token|id_token|token|jwt|password|username|email)=)[^&#\s"']*/gi
const consultantUrl = /(\/api\/consultant\/)[^/?#\s"'\\]+/g
// Bounded parts (RFC 5321 lengths): an unbounded pattern backtracks for seconds on a long string.
const email =
  /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,63}/g
/** Longer strings are cut before scrubbing: no report needs them, and every pattern stays fast. */
export const maxStringLength = 20_000

export const redacted = '[redacted]'
/** Stands for the consultant's WhatsApp number in URLs, so the route stays readable. */
export const whatsappPlaceholder = '[whatsapp]'
export const cut = '[cut]'
/** Events, breadcrumbs and spans are shallow; replay's DOM snapshots are deep trees. */
export const defaultMaxDepth = 8

export function scrub<T>(value: T, maxDepth = defaultMaxDepth, maxLength = maxStringLength): T {
  return scrubValue(value, 0, { maxDepth, maxLength }) as T
}

interface Limits {
  maxDepth: number
  maxLength: number
}

function scrubValue(value: unknown, depth: number, limits: Limits): unknown {
  if (typeof value === 'string') return scrubString(value, depth, limits)
  if (value === null || typeof value !== 'object') return value
  if (depth >= limits.maxDepth) return cut
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, limits))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      secretKey.test(key) && item !== null && item !== undefined
        ? redacted
        : scrubValue(item, depth + 1, limits),
    ]),
  )
}

function scrubString(whole: string, depth: number, limits: Limits): string {
  const text = whole.length > limits.maxLength ? `${whole.slice(0, limits.maxLength)}${cut}` : whole
  const trimmed = text.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    // A request or response body, JSON-encoded: its fields are scrubbed like any object's.
    try {
      return JSON.stringify(scrubValue(JSON.parse(text) as unknown, depth, limits))
    } catch {
      // Not JSON after all: scrubbed as text below.
    }
  }
  return text
    .replace(bearer, `Bearer ${redacted}`)
    .replace(jwt, redacted)
    .replace(secretInUrl, `$1${redacted}`)
    .replace(consultantUrl, `$1${whatsappPlaceholder}`)
    .replace(email, redacted)
}
