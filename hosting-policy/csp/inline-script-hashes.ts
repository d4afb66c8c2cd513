import { createHash } from 'node:crypto'

/** Inline `<script>` elements; Gatsby writes attribute values without `>`. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types a browser executes; anything else (`application/json`, `ld+json`) is a data block. */
const executableType = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts of one HTML document: Gatsby's
 * script loader and chunk mapping differ per page and per build, so they are hashed after the build.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !executableType.test(scriptType(attributes)))
      continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

function scriptType(attributes: string): string {
  const match = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${attributes}`)
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
}
