import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import type { ContentImage } from '../../src/components/content-html/editor/content-image'
import {
  contentImageTypeNames,
  maxContentImageBytes,
  refuseContentImage,
} from '../../src/components/content-html/editor/content-image-rules'

/** Raster formats only: an SVG opened by its own URL could run script on our origin. */
const imagePath = /^(?:[\w-]+\/)*[\w-]+\.(?:png|jpe?g|webp|avif|gif)$/i

/**
 * An image under content/ (`images/fees.png`), copied to `public/static/content/<hash>/` (cached
 * for a year, like every file under static/) with its intrinsic size, so the figure reserves its
 * space before it loads.
 */
export async function publishContentImage(
  contentDir: string,
  /** null: check the image and measure it, copy nothing. */
  publicDir: string | null,
  src: string,
): Promise<ContentImage> {
  if (!imagePath.test(src)) {
    throw new Error(
      'src must be a PNG, JPEG, WebP, AVIF or GIF file under content/, like "images/fees.png"',
    )
  }
  const source = path.join(contentDir, src)
  if (!existsSync(source)) throw new Error(`content/${src} does not exist`)
  const bytes = await readFile(source)
  const refused = refuseContentImage(src, bytes.length, bytes.subarray(0, 16))
  if (refused?.refusal === 'empty') throw new Error(`content/${src} is empty`)
  if (refused?.refusal === 'tooLarge') {
    const limit = `${maxContentImageBytes / 1024 / 1024} MB`
    throw new Error(`content/${src} is ${megabytes(bytes.length)}; images may be ${limit} at most`)
  }
  if (refused?.type && refused.refusal === 'notImage') {
    throw new Error(`content/${src} is not a ${contentImageTypeNames[refused.type]} image`)
  }
  const { width, height } = await sharp(bytes).metadata()
  if (!width || !height) throw new Error(`content/${src} is not a readable image`)
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  const url = `/static/content/${hash}/${path.basename(src)}`
  const target = publicDir === null ? null : path.join(publicDir, url)
  if (target !== null && !existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, bytes)
  }
  return { src: url, width, height }
}

function megabytes(size: number): string {
  return `${(size / 1024 / 1024).toFixed(1)} MB`
}
