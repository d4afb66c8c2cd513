import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

/**
 * Installs Debian packages with apt-get when this runs as root on Debian or Ubuntu (CI, a fresh
 * machine); false when it cannot, for the caller to explain what to install.
 */
export function installDebianPackages(packages: readonly string[]): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebianLike =
    existsSync('/etc/debian_version') ||
    (existsSync('/etc/os-release') &&
      /ID(_LIKE)?=.*(debian|ubuntu)/.test(readFileSync('/etc/os-release', 'utf8')))
  if (!isRoot || !isDebianLike) return false
  console.log(`Installing Debian’s ${packages.join(', ')} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  })
  return true
}
