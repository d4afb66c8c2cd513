import { maxContentImageBytes, refuseContentImage, sniffImageType } from './content-image-rules'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])
const text = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0))

describe('content image rules', () => {
  it('tells formats by their bytes', () => {
    expect(sniffImageType(png)).toBe('png')
    expect(sniffImageType(jpeg)).toBe('jpeg')
    expect(sniffImageType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(sniffImageType(text('\0\0\0\x1cftypavif'))).toBe('avif')
    expect(sniffImageType(text('GIF89a'))).toBe('gif')
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
  })

  it('accepts a raster image whose bytes match its name', () => {
    expect(refuseContentImage('fees.png', 1000, png)).toBeNull()
    expect(refuseContentImage('Photo.JPG', 1000, jpeg)).toBeNull()
  })

  it.each([
    ['an SVG', 'logo.svg', 100, text('<svg>'), 'notRaster'],
    ['a file without extension', 'fees', 100, png, 'notRaster'],
    ['an HTML page renamed .png', 'page.png', 100, text('<!DOCTYPE html>'), 'notImage'],
    ['a JPEG named .png', 'photo.png', 100, jpeg, 'notImage'],
    ['an empty file', 'empty.png', 0, new Uint8Array(), 'empty'],
    ['a file over the limit', 'huge.png', maxContentImageBytes + 1, png, 'tooLarge'],
  ])('refuses %s', (_case, name, size, bytes, refusal) => {
    expect(refuseContentImage(name, size, bytes)?.refusal).toBe(refusal)
  })
})
