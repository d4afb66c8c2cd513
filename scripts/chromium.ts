import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * Flags Chromium needs on our machines: without them it tries the network (component updates,
 * QUIC, sync) and stalls with no internet, and the sandbox is unavailable when running as root.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** CHROME_PATH, then Debian's /usr/bin/chromium, then a browser in Playwright's cache. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return findInPlaywrightCache()
}

function findInPlaywrightCache(): string | null {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright')
  if (!existsSync(cache)) return null
  const builds = readdirSync(cache)
    .filter((name) => name.startsWith('chromium-'))
    .sort()
    .reverse()
  for (const build of builds) {
    for (const relative of ['chrome-linux/chrome', 'chrome-linux64/chrome']) {
      const candidate = join(cache, build, relative)
      if (existsSync(candidate)) return candidate
    }
  }
  return null
}

/** For callers that cannot go on without a browser. */
export function requireChromium(): string {
  const path = findChromium()
  if (!path) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome executable, then run the command again.',
    )
  }
  return path
}
