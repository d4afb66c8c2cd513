import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { findEngineTriggers } from './static-only/find-engine-triggers'

/** Every file Gatsby scans for page and Function exports, plus gatsby-node. */
const roots = ['src', 'gatsby-node.ts']
const sourceFile = /\.(t|j)sx?$/

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)))
}

const found = roots
  .flatMap(filesUnder)
  .filter((file) => sourceFile.test(file) && !/\.test\.tsx?$/.test(file))
  .flatMap((file) => findEngineTriggers(file, readFileSync(file, 'utf8')))

if (found.length > 0) {
  console.error(
    'The site must stay statically generated (see docs/stack-notes.md#static-only-builds). Found:',
  )
  for (const { file, line, why } of found) console.error(`  ${file}:${line}  ${why}`)
  process.exit(1)
}
console.log('Static-only check: no SSR, DSG or `export config` in the site sources.')
