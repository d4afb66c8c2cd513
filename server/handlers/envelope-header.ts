const newline = 0x0a

/**
 * The `dsn` of a Sentry envelope's header, its first line (JSON); null when the body is not an
 * envelope or names no DSN. Only that line is decoded: items after it may be binary (replays).
 */
export function envelopeDsn(body: Uint8Array): string | null {
  const end = body.indexOf(newline)
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
