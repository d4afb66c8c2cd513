/** The body, or why there is none: larger than allowed, or broken off (client gone, bad framing). */
export type BodyResult = Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'

/**
 * Reads a request body into memory, stopping as soon as it passes `maxBytes` (a declared length is
 * checked before reading), so a handler that needs the whole body bounds its memory wherever it
 * runs. The Node adapter applies the same limit beneath (fetch-adapter/limited-body.ts).
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (Number(request.headers.get('content-length')) > maxBytes) return 'too-large'
  if (request.body === null) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      length += value.byteLength
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return 'too-large'
      }
      chunks.push(value)
    }
  } catch {
    return 'unreadable'
  }
  const body = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
