import { createHash } from 'node:crypto'

import { sourceDigestLength } from '../../src/lib/content/translation-source'

/**
 * src/lib/content/translation-source.ts's digest, computed synchronously for the build's
 * synchronous steps (the frame content every page gets) and the Node commands; the editor uses
 * the Web Crypto one. source-digest.test.ts holds them to the same result.
 */
export function sourceDigestSync(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, sourceDigestLength)
}
