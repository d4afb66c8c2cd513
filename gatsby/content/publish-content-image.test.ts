/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bodyStartLine } from '../../src/lib/content/content-file'
import { publishContentImage } from './publish-content-image'

const contentDir = path.join(__dirname, '..', '..', 'content')
let publicDir: string

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'content-image-'))
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

it('copies the image under static/ by its content hash and tells its size', async () => {
  const image = await publishContentImage(contentDir, publicDir, 'images/result.png')
  expect(image.src).toMatch(/^\/static\/content\/[0-9a-f]{20}\/result\.png$/)
  expect(image.width).toBeGreaterThan(0)
  expect(image.height).toBeGreaterThan(0)
  expect(readFileSync(path.join(publicDir, image.src))).toEqual(
    readFileSync(path.join(contentDir, 'images', 'result.png')),
  )
})

it('checks without copying when there is no public folder to write', async () => {
  const image = await publishContentImage(contentDir, null, 'images/result.png')
  expect(existsSync(path.join(publicDir, image.src))).toBe(false)
})

it.each([
  ['a missing image', 'images/missing.png', 'content/images/missing.png does not exist'],
  ['a path out of content/', '../package.json', 'must be a PNG, JPEG, WebP, AVIF or GIF'],
  ['an SVG (it could carry script)', 'images/logo.svg', 'must be a PNG, JPEG, WebP, AVIF or GIF'],
  ['an absolute URL', 'https://evil.example/x.png', 'must be a PNG, JPEG, WebP, AVIF or GIF'],
])('refuses %s', async (_case, src, message) => {
  await expect(publishContentImage(contentDir, publicDir, src)).rejects.toThrow(message)
})

describe('an image the editor would also refuse', () => {
  let contentCopy: string
  beforeEach(() => {
    contentCopy = mkdtempSync(path.join(tmpdir(), 'content-copy-'))
    mkdirSync(path.join(contentCopy, 'images'))
  })
  afterEach(() => rmSync(contentCopy, { recursive: true, force: true }))

  it.each([
    [
      'an HTML page renamed .png',
      'page.png',
      Buffer.from('<!DOCTYPE html><script>1</script>'),
      'is not a PNG image',
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'content/images/empty.png is empty'],
    [
      'a file over the limit',
      'huge.png',
      Buffer.concat([
        readFileSync(path.join(contentDir, 'images', 'result.png')),
        Buffer.alloc(6 * 1024 * 1024),
      ]),
      'images may be 5 MB at most',
    ],
  ])('stops the build on %s', async (_case, name, bytes, message) => {
    writeFileSync(path.join(contentCopy, 'images', name), bytes)
    await expect(publishContentImage(contentCopy, publicDir, `images/${name}`)).rejects.toThrow(
      message,
    )
  })
})

it('finds where the body starts after the frontmatter', () => {
  expect(bodyStartLine('---\nid: a\n---\n\nText')).toBe(4)
  expect(bodyStartLine('Text only')).toBe(1)
})
