import { readFile } from 'node:fs/promises'

import subsetFont from 'subset-font'

import { interWeights } from '../src/lib/inter-font'
import { writeWhenChanged } from './write-when-changed'

/** `U+0000-00FF, U+0131, …` → every code point it names. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-')
    const start = parseInt(first, 16)
    const end = last === undefined ? start : parseInt(last, 16)
    return Array.from({ length: end - start + 1 }, (_, index) => start + index)
  })
}

/**
 * Inter cut at build time to what the site can use: the code points of its `unicode-range`
 * (printable ones; the same coverage as before) and the weights the theme uses, instanced from the
 * variable font, about two thirds of the file, so more visitors get it within the short time an
 * `optional` face waits. HarfBuzz runs as WebAssembly: nothing native, nothing downloaded.
 */
export async function writeInterSubset(
  source: string,
  target: string,
  unicodeRange: string,
): Promise<{ before: number; after: number }> {
  const font = await readFile(source)
  const text = String.fromCodePoint(...codePointsOf(unicodeRange).filter((point) => point >= 0x20))
  const subset = await subsetFont(font, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: interWeights.min, max: interWeights.max } },
  })
  await writeWhenChanged(target, subset)
  return { before: font.byteLength, after: subset.byteLength }
}
