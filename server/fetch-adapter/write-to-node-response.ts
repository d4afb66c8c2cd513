import type { ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { nodeHeadersOf } from './response-headers'

/** Writes a Fetch Response to a plain Node (or Express) response, streaming the body. */
export async function writeFetchResponse(
  target: ServerResponse,
  response: Response,
  method: string | undefined,
): Promise<void> {
  target.writeHead(response.status, nodeHeadersOf(response))
  if (response.body === null || method === 'HEAD') {
    await response.body?.cancel()
    target.end()
    return
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), target)
}
