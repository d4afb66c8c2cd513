import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { CalloutStatus } from '../../src/components/content-html/editor/editor-rules'
import type { Language } from '../../src/i18n/languages'

/**
 * The hidden word before a callout (`locales/<lng>/content.json`), read at build time: the HTML is
 * rendered then, so no page loads this namespace.
 */
export function calloutLabels(
  localesDir: string,
  language: Language,
): Record<CalloutStatus, string> {
  const file = path.join(localesDir, language, 'content.json')
  const { callout } = JSON.parse(readFileSync(file, 'utf8')) as {
    callout: Record<CalloutStatus, string>
  }
  return callout
}
