/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { differences, readBuiltPages, withoutContentHashes } from './compare-builds'

describe('withoutContentHashes', () => {
  it('treats two builds that differ only in content hashes as the same', () => {
    const first =
      '<script src="/app-4f3a9c0d1e2b3a4c5d6e.js"></script><img src="/static/0123456789abcdef0123456789abcdef/a.png">' +
      '<meta http-equiv="x" content="\'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcdE=\'">'
    const second =
      '<script src="/app-99999999999999999999.js"></script><img src="/static/fedcba9876543210fedcba9876543210/a.png">' +
      '<meta http-equiv="x" content="\'sha256-ZZZZEfGhIjKlMnOpQrStUvWxYz0123456789+/abcdE=\'">'
    expect(withoutContentHashes(first)).toBe(withoutContentHashes(second))
  })

  it('keeps what a visitor reads: dates, numbers and short ids', () => {
    expect(withoutContentHashes('Atualizado em 2026-12-01, id 1a2b')).toBe(
      'Atualizado em 2026-12-01, id 1a2b',
    )
  })
})

describe('differences', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'builds-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const build = (name: string, pages: Record<string, string>) => {
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true })
      writeFileSync(path.join(dir, name, file), html)
    }
    return readBuiltPages(path.join(dir, name))
  }

  it('finds none between builds of the same pages', () => {
    const first = build('a', { 'index.html': '<p>Olá</p>', 'en/index.html': '<p>Hi</p>' })
    const second = build('b', { 'index.html': '<p>Olá</p>', 'en/index.html': '<p>Hi</p>' })
    expect(differences(first, second)).toEqual([])
  })

  it('names the page and shows where a text parts, and a page only one build has', () => {
    const first = build('a', { 'index.html': '<p>Built at 10:01</p>', 'old/index.html': 'x' })
    const second = build('b', { 'index.html': '<p>Built at 10:02</p>', 'new/index.html': 'x' })
    const found = differences(first, second)
    expect(found.map(({ file }) => file)).toEqual([
      'index.html',
      'new/index.html',
      'old/index.html',
    ])
    expect(found[0]?.detail).toContain('10:01')
    expect(found[0]?.detail).toContain('10:02')
    expect(found[1]?.detail).toBe('only in the second build')
    expect(found[2]?.detail).toBe('only in the first build')
  })
})
