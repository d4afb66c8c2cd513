/** Connection-level headers a handler's Response (say, a proxied fetch) must not pass on. */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
])

/**
 * The headers of a Fetch Response as Node wants them. Set-Cookie stays a list: joined with commas,
 * as Headers iteration does for other fields, cookies would be corrupted. `Connection: close` is
 * the one connection header kept: the 413 answer needs it (respond.ts).
 */
export function nodeHeadersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    if (hopByHopHeaders.has(name) && !(name === 'connection' && value === 'close')) return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  return headers
}
