import { loadDefaultJapaneseParser } from 'budoux'

import type { Language } from '../src/i18n/languages'

/** Japanese is written without spaces: BudouX finds where its phrases end. Other languages wrap at spaces. */
let japanese: ReturnType<typeof loadDefaultJapaneseParser> | undefined

/**
 * Where `text` may break between phrases, as offsets (UTF-16 code units, ascending, each strictly
 * inside the text), for a heading of `language`; none for a language whose lines break at spaces.
 * Build time only: the model stays out of visitors' bundles, the offsets travel in the page data
 * and a heading marks them with `<wbr>` (src/components/ui/phrase-text/).
 */
export function phraseBreaks(language: Language, text: string): number[] {
  if (language !== 'ja' || text === '') return []
  japanese ??= loadDefaultJapaneseParser()
  return japanese.parseBoundaries(text).filter((offset) => offset > 0 && offset < text.length)
}
