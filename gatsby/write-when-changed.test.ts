import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { writeWhenChanged } from './write-when-changed'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const anHourAgo = new Date(Date.now() - 3_600_000)

test('a new file is written whole', async () => {
  const target = path.join(dir, 'icon.png')
  expect(await writeWhenChanged(target, Buffer.from('picture'))).toBe(true)
  expect(await readFile(target, 'utf8')).toBe('picture')
})

test('a file that already holds the content is left untouched, so develop copies it once', async () => {
  const target = path.join(dir, 'site.webmanifest')
  await writeFile(target, '{"name":"QA"}\n')
  await utimes(target, anHourAgo, anHourAgo)
  expect(await writeWhenChanged(target, '{"name":"QA"}\n')).toBe(false)
  expect((await stat(target)).mtimeMs).toBe(anHourAgo.getTime())
})

test('a file with other content is replaced, and nothing else is left in its folder', async () => {
  const target = path.join(dir, 'og-image.png')
  await writeFile(target, 'old picture')
  expect(await writeWhenChanged(target, 'new picture')).toBe(true)
  expect(await readFile(target, 'utf8')).toBe('new picture')
  expect(await readdir(dir)).toEqual(['og-image.png'])
})

test('a target in a folder that does not exist fails loudly and leaves no draft behind', async () => {
  const before = await readdir(tmpdir())
  await expect(writeWhenChanged(path.join(dir, 'missing', 'x.png'), 'x')).rejects.toThrow(/ENOENT/)
  expect(
    (await readdir(tmpdir())).filter(
      (name) => !before.includes(name) && name.startsWith('static-') && name.endsWith('.png'),
    ),
  ).toEqual([])
})
