/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { interWeights, latinRange } from '../src/lib/inter-font'
import { theme } from '../src/lib/theme'
import { codePointsOf, writeInterSubset } from './inter-subset'

const root = path.join(__dirname, '..')

/** Every character of the editors' and translators' files, except the Japanese edition's. */
function charactersOfLatinEditions(): Set<string> {
  const characters = new Set<string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory() && entry.name !== 'ja') walk(full)
      else if (/\.(json|mdx)$/.test(entry.name)) {
        for (const character of readFileSync(full, 'utf8')) characters.add(character)
      }
    }
  }
  walk(path.join(root, 'locales'))
  walk(path.join(root, 'content'))
  return characters
}

it('reads a unicode-range into its code points', () => {
  expect(codePointsOf('U+0041-0043, U+00E9')).toEqual([0x41, 0x42, 0x43, 0xe9])
})

it('covers every Latin-script character the site writes (CJK falls back to system fonts)', () => {
  const covered = new Set(codePointsOf(latinRange))
  const missing = [...charactersOfLatinEditions()].filter((character) => {
    const point = character.codePointAt(0) ?? 0
    const isCjk = point >= 0x3000
    return point >= 0x20 && !isCjk && !covered.has(point)
  })
  expect(missing).toEqual([])
})

it('keeps the weights the theme uses, and no more', () => {
  for (const weight of Object.values(theme.fontWeights ?? {})) {
    expect(Number(weight)).toBeGreaterThanOrEqual(interWeights.min)
    expect(Number(weight)).toBeLessThanOrEqual(interWeights.max)
  }
})

it('writes a woff2 far smaller than the full variable font', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'inter-'))
  try {
    // A path, not require.resolve: jest maps font imports to a stub.
    const source = path.join(
      root,
      'node_modules',
      '@fontsource-variable',
      'inter',
      'files',
      'inter-latin-wght-normal.woff2',
    )
    const target = path.join(folder, 'inter.woff2')
    const { before, after } = await writeInterSubset(source, target, latinRange)
    expect(readFileSync(target).subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(statSync(target).size).toBe(after)
    expect(after).toBeLessThan(before * 0.75)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  // Subsetting runs harfbuzz in WebAssembly: about 3 s alone, more on a busy two-core machine.
}, 30_000)
