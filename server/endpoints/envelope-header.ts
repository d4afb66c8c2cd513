const newline = 0x0a
/** Real envelope headers are under 1 KiB; a longer first line is refused before it is parsed. */
export const maxEnvelopeHeaderBytes = 16 * 1024

/**
 * The `dsn` of a Sentry envelope's header, its first line (JSON); null when the body is not an
 * envelope, names no DSN, or has a header line over 16 KiB (a megabyte of nested JSON would block
 * the event loop while it is parsed). Only that line is decoded: items after it may be binary.
 */
export function envelopeDsn(body: Uint8Array): string | null {
  const end = body.subarray(0, maxEnvelopeHeaderBytes + 1).indexOf(newline)
  if (end === -1 && body.byteLength > maxEnvelopeHeaderBytes) return null
  const firstLine = body.subarray(0, end === -1 ? body.byteLength : end)
  let header: unknown
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(firstLine))
  } catch {
    return null
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return null
  const { dsn } = header as { dsn?: unknown }
  return typeof dsn === 'string' && dsn !== '' ? dsn : null
}
