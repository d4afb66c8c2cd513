import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Visitors reading the ja edition have a Japanese system font. A machine without one lays out every
 * kanji through font fallback and finds nothing: measured here, that doubled the ja home's TBT
 * (136–156 ms → 77–84 ms with Noto CJK) and shows boxes instead of text. So the bench installs
 * Debian's Noto CJK when it can (root, apt-get), and says so when it cannot.
 */
export function ensureJapaneseFont(): void {
  if (hasJapaneseFont()) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.error('No Japanese font: installing Debian’s fonts-noto-cjk with apt-get…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const run = (args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env })
    run(['update', '-qq'])
    run(['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk'])
  }
  if (!hasJapaneseFont()) {
    console.error(
      'No Japanese font installed: the ja pages’ figures include font fallback for every kanji ' +
        '(Debian/Ubuntu: apt-get install fonts-noto-cjk).',
    )
  }
}

function hasJapaneseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}
