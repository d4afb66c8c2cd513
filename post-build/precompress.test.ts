/** @jest-environment node */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describePrecompression, precompressDirectory } from './precompress'

let publicDir: string
const file = (relativePath: string) => path.join(publicDir, relativePath)
const write = (relativePath: string, content: string | Buffer) => {
  mkdirSync(path.dirname(file(relativePath)), { recursive: true })
  writeFileSync(file(relativePath), content)
}

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

describe('precompressDirectory', () => {
  it('writes .br and .gz beside each large text file, decoding to the original', async () => {
    const page = `<!doctype html>${'<p>Gestão de contas</p>'.repeat(200)}`
    write('en/index.html', page)
    write('app-0123456789abcdef0123.js', `var a=${JSON.stringify('x'.repeat(5000))}`)
    write('page-data/index/page-data.json', JSON.stringify({ a: 'y'.repeat(3000) }))
    write('manifest.webmanifest', JSON.stringify({ name: 'z'.repeat(2000) }))

    const result = await precompressDirectory(publicDir, 2)

    expect(brotliDecompressSync(readFileSync(file('en/index.html.br'))).toString()).toBe(page)
    expect(gunzipSync(readFileSync(file('en/index.html.gz'))).toString()).toBe(page)
    for (const name of [
      'app-0123456789abcdef0123.js',
      'page-data/index/page-data.json',
      'manifest.webmanifest',
    ]) {
      expect(existsSync(file(`${name}.br`))).toBe(true)
      expect(existsSync(file(`${name}.gz`))).toBe(true)
    }
    expect(result).toMatchObject({ candidates: 4, brotliFiles: 4, gzipFiles: 4 })
    expect(result.brotliBytes).toBeLessThan(result.originalBytes)
  })

  it('skips small files, other types and files that do not shrink', async () => {
    write('small.css', 'body{margin:0}')
    write('static/photo.png', Buffer.alloc(4096, 1))
    write('noise.txt', randomBytes(4096))

    const result = await precompressDirectory(publicDir)

    for (const name of ['small.css', 'static/photo.png', 'noise.txt']) {
      expect(existsSync(file(`${name}.br`))).toBe(false)
      expect(existsSync(file(`${name}.gz`))).toBe(false)
    }
    expect(result).toMatchObject({ candidates: 1, brotliFiles: 0, gzipFiles: 0 })
  })

  it('removes siblings an earlier build left beside a file that no longer gets them', async () => {
    write('shrunk.css', 'a{b:c}')
    write('shrunk.css.br', 'stale')
    write('shrunk.css.gz', 'stale')
    await precompressDirectory(publicDir)
    expect(existsSync(file('shrunk.css.br'))).toBe(false)
    expect(existsSync(file('shrunk.css.gz'))).toBe(false)
  })
})

describe('describePrecompression', () => {
  it('sums up on one line', () => {
    const line = describePrecompression(
      {
        candidates: 3,
        brotliFiles: 3,
        gzipFiles: 2,
        originalBytes: 300_000,
        brotliBytes: 60_000,
        gzipBytes: 80_000,
      },
      1234,
    )
    expect(line).toBe(
      'Precompressed 3 files in 1.2 s: 3 .br, 2 .gz; 293.0 KB → br 58.6 KB (20 %), gzip 78.1 KB (27 %)',
    )
    expect(line).not.toContain('\n')
  })
})
