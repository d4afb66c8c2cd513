import { mkdtemp, readFile, rm, copyFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { logoFile, siteIcons } from '../../src/lib/seo/site-icons'
import { drawSiteIcons, encodeIco } from './draw-site-icons'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'icons-'))
  await copyFile(path.join(__dirname, '../../static', logoFile), path.join(dir, logoFile))
  await drawSiteIcons(dir, {
    brandName: 'QA Trading',
    background: '#0f0b1d',
    logoBackground: '#7c3aed',
  })
})
afterAll(() => rm(dir, { recursive: true, force: true }))

test('favicon.ico holds the logo at 16, 32 and 48 px, each a PNG the entry points at', async () => {
  const ico = await readFile(path.join(dir, siteIcons.ico))
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
  const sizes = []
  for (let index = 0; index < 3; index++) {
    const entry = 6 + 16 * index
    const length = ico.readUInt32LE(entry + 8)
    const offset = ico.readUInt32LE(entry + 12)
    const image = await sharp(ico.subarray(offset, offset + length)).metadata()
    expect(image.format).toBe('png')
    expect([image.width, image.height]).toEqual([ico[entry], ico[entry + 1]])
    sizes.push(image.width)
  }
  expect(sizes).toEqual([16, 32, 48])
})

test('a 256 px image is written with the size byte 0, as the format says', () => {
  const ico = encodeIco([{ size: 256, png: Buffer.from('png') }])
  expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([0, 0, 3, 22])
})

test('the apple-touch-icon and the manifest icons are opaque squares of the logo', async () => {
  for (const [file, size] of [
    [siteIcons.appleTouch, 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    const { width, height, hasAlpha } = await sharp(path.join(dir, file)).metadata()
    expect({ file, width, height, hasAlpha }).toEqual({
      file,
      width: size,
      height: size,
      hasAlpha: false,
    })
    // A corner, transparent in the logo, is the logo's colour here (iOS would fill it with black).
    const { data } = await sharp(path.join(dir, file))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0x7c, 0x3a, 0xed])
  }
})

test('the web manifest names the brand and icons that exist', async () => {
  const manifest = JSON.parse(await readFile(path.join(dir, siteIcons.manifest), 'utf8'))
  expect(manifest).toMatchObject({ name: 'QA Trading', start_url: '/', theme_color: '#0f0b1d' })
  for (const icon of manifest.icons) {
    const { width } = await sharp(path.join(dir, icon.src)).metadata()
    expect(`${width}x${width}`).toBe(icon.sizes)
  }
})

test('drawing the icons again rewrites none of them: develop then copies each once', async () => {
  const names = await drawSiteIcons(dir, {
    brandName: 'QA Trading',
    background: '#0f0b1d',
    logoBackground: '#7c3aed',
  })
  const before = await Promise.all(names.map((name) => stat(path.join(dir, name))))
  await drawSiteIcons(dir, {
    brandName: 'QA Trading',
    background: '#0f0b1d',
    logoBackground: '#7c3aed',
  })
  const after = await Promise.all(names.map((name) => stat(path.join(dir, name))))
  expect(after.map((file) => file.mtimeMs)).toEqual(before.map((file) => file.mtimeMs))
})
