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
const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

export const redacted = '[redacted]'
/** Stands for the consultant's WhatsApp number in URLs, so the route stays readable. */
export const whatsappPlaceholder = '[whatsapp]'
export const cut = '[cut: nested too deep]'
/** Events, breadcrumbs and spans are shallow; replay's DOM snapshots are deep trees. */
export const defaultMaxDepth = 8

export function scrub<T>(value: T, maxDepth = defaultMaxDepth): T {
  return scrubValue(value, 0, maxDepth) as T
}

function scrubValue(value: unknown, depth: number, maxDepth: number): unknown {
  if (typeof value === 'string') return scrubString(value, depth, maxDepth)
  if (value === null || typeof value !== 'object') return value
  if (depth >= maxDepth) return cut
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, maxDepth))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      secretKey.test(key) && item !== null && item !== undefined
        ? redacted
        : scrubValue(item, depth + 1, maxDepth),
    ]),
  )
}

function scrubString(text: string, depth: number, maxDepth: number): string {
  const trimmed = text.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    // A request or response body, JSON-encoded: its fields are scrubbed like any object's.
    try {
      return JSON.stringify(scrubValue(JSON.parse(text) as unknown, depth, maxDepth))
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
