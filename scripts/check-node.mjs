// The first step of `npm test` and `npm start`: stops with one clear line when the command runs on
// another Node than the project's (the `node` devDependency, which npm puts first on the PATH of
// every script; docs/stack-notes.md#node). Plain JavaScript with no imports beyond Node's own, so
// that an old Node prints this message instead of a syntax error.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const nvmrc = fileURLToPath(new URL('../.nvmrc', import.meta.url))

/** The pinned major, from .nvmrc (the one place that names it). */
export function pinnedMajor() {
  return Number(readFileSync(nvmrc, 'utf8').trim().split('.')[0])
}

/** Undefined when `version` (as `process.version` writes it) is on the pinned major. */
export function nodeMismatch(version, pinned = pinnedMajor()) {
  const major = Number(version.replace(/^v/, '').split('.')[0])
  if (major === pinned) return undefined
  return (
    `This project runs on Node ${pinned} (.nvmrc); this command runs on Node ${version}. ` +
    'Run it through npm (npm test, npm start): npm puts the project\u2019s own Node first on the ' +
    'PATH once `npm install` has run.'
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mismatch = nodeMismatch(process.version)
  if (mismatch) {
    console.error(mismatch)
    process.exit(1)
  }
}
