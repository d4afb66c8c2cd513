import { execFileSync } from 'node:child_process'

import { installDebianPackages } from '../scripts/debian-packages'

/**
 * Visitors reading the ja edition have a Japanese system font. A machine without one lays out every
 * kanji through a fruitless font fallback, which multiplies the ja pages' style and layout time and
 * so their TBT (docs/performance.md#latest-run): their figures would not be what a visitor gets. So
 * install Debian's Noto CJK where the bench can (as root, like the browser tests' Chromium), and
 * say so where it cannot rather than report such figures silently.
 */
export function ensureJapaneseFont(): void {
  if (japaneseFontFamilies() !== '') return
  if (installDebianPackages(['fonts-noto-cjk']) && japaneseFontFamilies() !== '') return
  console.error(
    'No Japanese font installed: the ja pages’ figures include font fallback for every kanji ' +
      '(Debian/Ubuntu: apt-get install fonts-noto-cjk).',
  )
}

function japaneseFontFamilies(): string {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
}
