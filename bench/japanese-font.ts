import { execFileSync } from 'node:child_process'

/**
 * Visitors reading the ja edition have a Japanese system font. A machine without one lays out every
 * kanji through a fruitless font fallback: measured here, that doubled the ja home's TBT
 * (136–156 ms → 77–84 ms with Noto CJK). Say so rather than report such figures silently.
 */
export function warnWithoutJapaneseFont(): void {
  const families = (() => {
    try {
      return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim()
    } catch {
      return ''
    }
  })()
  if (families === '') {
    console.error(
      'No Japanese font installed: the ja pages’ figures include font fallback for every kanji ' +
        '(Debian/Ubuntu: apt-get install fonts-noto-cjk).',
    )
  }
}
