import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { logoFile, siteIcons } from '../../src/lib/seo/site-icons'
import { writeWhenChanged } from '../write-when-changed'

const icoSizes = [16, 32, 48]
const appleTouchSize = 180

const drawPng = (logo: Buffer, size: number, background?: string) => {
  const image = sharp(logo, { density: 72 * Math.ceil(size / 28) }).resize(size, size)
  return (background ? image.flatten({ background }) : image)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * An ICO file whose images are PNGs (the format's own layout: a 6-byte header, a 16-byte entry per
 * image, then the images), which every browser since IE 11 reads.
 */
export function encodeIco(pngs: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry) // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...pngs.map(({ png }) => png)])
}

export interface IconSite {
  brandName: string
  /** The page's background: the manifest's colours, and what fills the opaque icons' corners. */
  background: string
  /** Behind the logo where an icon must be opaque (the logo's own square). */
  logoBackground: string
}

/** Draws favicon.ico, apple-touch-icon.png, the manifest's PNGs and site.webmanifest in `dir`. */
export async function drawSiteIcons(dir: string, site: IconSite): Promise<string[]> {
  const logo = await readFile(path.join(dir, logoFile))
  const ico = encodeIco(
    await Promise.all(icoSizes.map(async (size) => ({ size, png: await drawPng(logo, size) }))),
  )
  const manifestIcons = siteIcons.manifestSizes.map((size) => ({
    src: `/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  }))
  const manifest = {
    name: site.brandName,
    short_name: site.brandName,
    start_url: '/',
    display: 'browser',
    background_color: site.background,
    theme_color: site.background,
    icons: manifestIcons,
  }
  const files: Array<[string, Buffer | string]> = [
    [siteIcons.ico, ico],
    [siteIcons.appleTouch, await drawPng(logo, appleTouchSize, site.logoBackground)],
    ...(await Promise.all(
      siteIcons.manifestSizes.map(async (size): Promise<[string, Buffer]> => [
        `icon-${size}.png`,
        await drawPng(logo, size, site.logoBackground),
      ]),
    )),
    [siteIcons.manifest, `${JSON.stringify(manifest, null, 2)}\n`],
  ]
  await Promise.all(files.map(([name, content]) => writeWhenChanged(path.join(dir, name), content)))
  return files.map(([name]) => name)
}
