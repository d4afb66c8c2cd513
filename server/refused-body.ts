import type { IncomingMessage } from 'node:http'
import { finished } from 'node:stream/promises'

/** The most of a refused body the server reads and drops before it answers 413. */
export const maxDiscardedBytes = 64 * 1024 * 1024

/**
 * Reads the rest of a body refused with 413 and drops it, so that the answer goes out only once
 * the client has sent everything. An answer that arrives while the client is still writing breaks
 * Node's own client either way (docs/stack-notes.md#early-413-and-epipe): on a `Connection: close`
 * request the server closes the socket after the answer with the body unread, and the client's
 * next write fails with EPIPE, often before it has read the 413; on a kept-alive connection the
 * client stops waiting for its socket's `drain` once it has a whole answer, and an upload that
 * honours backpressure stalls until the server drops the idle connection.
 *
 * Resolves true once the body has ended. False when it is declared or grows past
 * `maxDiscardedBytes`, or the connection breaks: reading stops there, and the answer must close
 * the connection (a client sending that much may then see the reset). The server's request
 * timeout (408) bounds the time it may take.
 */
export function discardRefusedBody(body: IncomingMessage): Promise<boolean> {
  if (Number(body.headers['content-length']) > maxDiscardedBytes) return Promise.resolve(false)
  return new Promise((resolve) => {
    let discarded = 0
    body.on('data', (chunk: Buffer) => {
      discarded += chunk.byteLength
      if (discarded > maxDiscardedBytes) {
        body.pause()
        resolve(false)
      }
    })
    finished(body).then(
      () => resolve(true),
      () => resolve(false),
    )
    body.resume()
  })
}
