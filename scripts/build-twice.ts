import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { differences, readBuiltPages } from './build-twice/compare-builds'

/**
 * The build, twice: after `npm run clean` and again on the warm cache, with the environment it is
 * given. Every page must come out the same but for content hashes; a page that differs (a date, a
 * random id, an order that depends on timing or on the cache) fails here, before any browser
 * test, with the file and the place. The second build is the one the browser tests then serve.
 */
function main(): void {
  const root = path.join(__dirname, '..')
  const publicDir = path.join(root, 'public')
  const npm = (script: string) =>
    execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' })
  npm('clean')
  npm('build')
  const first = readBuiltPages(publicDir)
  npm('build')
  const found = differences(first, readBuiltPages(publicDir))
  for (const { file, detail } of found) console.error(`build-twice: ${file}: ${detail}`)
  if (found.length > 0) {
    console.error(`build-twice: ${found.length} of ${first.size} pages differ between two builds.`)
    process.exit(1)
  }
  console.log(`build-twice: ${first.size} pages identical in two builds, content hashes aside.`)
}

main()
