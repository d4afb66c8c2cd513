/**
 * What an image under content/ must be, for the build (gatsby/content/publish-content-image.ts)
 * and for the editor's upload (cms/editor/image-upload.ts) alike: a raster format (an SVG opened
 * by its own URL could run script on our origin), whose bytes are what its name says (an HTML page
 * renamed `.png` is not an image), not empty, and small enough to send to a phone.
 */
export type ContentImageType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif'

/** Far above a figure's needs (1600 px wide, compressed); a camera's original is refused. */
export const maxContentImageBytes = 5 * 1024 * 1024

export type ContentImageRefusal = 'notRaster' | 'notImage' | 'empty' | 'tooLarge'

const typeOfExtension: Record<string, ContentImageType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
}

export const contentImageTypeNames: Record<ContentImageType, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
}

export function imageTypeOfName(name: string): ContentImageType | null {
  return typeOfExtension[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? null
}

/** The format the first bytes announce (their signatures), or null. */
export function sniffImageType(bytes: Uint8Array): ContentImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  return null
}

/** Null when the file may be a content image; else why not. */
export function refuseContentImage(
  name: string,
  size: number,
  firstBytes: Uint8Array,
): { refusal: ContentImageRefusal; type?: ContentImageType } | null {
  const type = imageTypeOfName(name)
  if (!type) return { refusal: 'notRaster' }
  if (size === 0) return { refusal: 'empty', type }
  if (size > maxContentImageBytes) return { refusal: 'tooLarge', type }
  if (sniffImageType(firstBytes) !== type) return { refusal: 'notImage', type }
  return null
}
