import type { Readable } from 'node:stream'

export const maxRequestBodyBytes = 1024 * 1024

export interface LimitedBody {
  stream: ReadableStream<Uint8Array>
  /** True once more than the limit arrived; the handler then saw the body fail. */
  exceededLimit(): boolean
}

/**
 * The request body as a web stream that fails past `maxBytes`. It pauses the socket instead of
 * destroying it (as Readable.toWeb would on cancel), so a 413 can still be sent on it.
 */
export function limitedBody(source: Readable, maxBytes = maxRequestBodyBytes): LimitedBody {
  let received = 0
  let exceeded = false
  let settled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const stop = () => {
        settled = true
        source.off('data', onData)
        source.pause()
      }
      const onData = (chunk: Buffer) => {
        if (settled) return
        received += chunk.byteLength
        if (received > maxBytes) {
          exceeded = true
          stop()
          controller.error(new RangeError(`Request body exceeds ${maxBytes} bytes`))
          return
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 1) <= 0) source.pause()
      }
      source.on('data', onData)
      source.once('end', () => {
        if (settled) return
        settled = true
        controller.close()
      })
      source.once('error', (error) => {
        if (settled) return
        settled = true
        controller.error(error)
      })
    },
    pull() {
      if (!settled) source.resume()
    },
    cancel() {
      // The handler does not want the rest: read and drop it so the connection stays usable.
      settled = true
      source.resume()
    },
  })
  return { stream, exceededLimit: () => exceeded }
}
