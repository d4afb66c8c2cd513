import { readFileSync } from 'node:fs'
import path from 'node:path'

import { htmlFilesUnder } from '../check-html/validate-built-html'

/**
 * Content hashes: webpack's chunk and asset names, `/static/<hash>/` folders, the compilation hash,
 * and the subresource hashes derived from them. They may differ between two builds of the same
 * source; nothing else in a page may.
 */
const contentHashes = [/\b[0-9a-f]{16,}\b/g, /\bsha(?:256|384|512)-[A-Za-z0-9+/]{40,}={0,2}/g]

export function withoutContentHashes(html: string): string {
  return contentHashes.reduce((text, pattern) => text.replace(pattern, '#'), html)
}

/** Every HTML file of a build (relative path → text without its content hashes). */
export function readBuiltPages(publicDir: string): Map<string, string> {
  return new Map(
    htmlFilesUnder(publicDir).map((file) => {
      const relativePath = path.relative(publicDir, file).split(path.sep).join('/')
      return [relativePath, withoutContentHashes(readFileSync(file, 'utf8'))]
    }),
  )
}

export interface PageDifference {
  file: string
  /** What the first build had and the second has where they first part, or which one lacks it. */
  detail: string
}

/** Where two builds' pages differ: a page only one has, or the first place a page's text parts. */
export function differences(
  first: ReadonlyMap<string, string>,
  second: ReadonlyMap<string, string>,
): PageDifference[] {
  const files = [...new Set([...first.keys(), ...second.keys()])].sort()
  return files.flatMap((file) => {
    const before = first.get(file)
    const after = second.get(file)
    if (before === undefined) return [{ file, detail: 'only in the second build' }]
    if (after === undefined) return [{ file, detail: 'only in the first build' }]
    if (before === after) return []
    let at = 0
    while (before[at] === after[at]) at += 1
    const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60))
    return [{ file, detail: `first build ${excerpt(before)}, second ${excerpt(after)}` }]
  })
}
