import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { findChromium } from './chromium'

/**
 * Browser tests need a real Chromium, and Playwright's own download is unreachable from our machines.
 * Use one that is already there; as root on Debian/Ubuntu install Debian's package; otherwise explain.
 */
function main(): void {
  const found = findChromium()
  if (found) {
    console.log(`Chromium: ${found}`)
    return
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebianLike =
    existsSync('/etc/debian_version') ||
    (existsSync('/etc/os-release') &&
      /ID(_LIKE)?=.*(debian|ubuntu)/.test(readFileSync('/etc/os-release', 'utf8')))
  if (isRoot && isDebianLike) {
    console.log('No Chromium found: installing Debian’s chromium package with apt-get…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    const installed = findChromium()
    if (installed) {
      console.log(`Chromium: ${installed}`)
      return
    }
  }
  console.error(
    [
      'The browser tests need Chromium, and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  Other systems: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
      'Then run `npm test` again.',
    ].join('\n'),
  )
  process.exit(1)
}

main()
