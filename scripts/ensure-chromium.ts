import { findChromium } from './chromium'
import { installDebianPackages } from './debian-packages'

/**
 * Browser tests need a real Chromium, and Playwright's own download is unreachable from our machines.
 * Use one that is already there; as root on Debian/Ubuntu install Debian's package; otherwise explain.
 */
function main(): void {
  const found = findChromium() ?? (installDebianPackages(['chromium']) ? findChromium() : null)
  if (found) {
    console.log(`Chromium: ${found}`)
    return
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
