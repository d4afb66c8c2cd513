/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { selectTranslations } from '../scripts/content-stamp/stamp-files'
import { writeFaqCopies } from './faq-copy'

const projectRoot = join(__dirname, '..')

describe('writeFaqCopies', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faq-copies-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('copies every question of every locale, each with text of its own', () => {
    writeFaqCopies(projectRoot, dir, 3)
    for (const language of readdirSync(join(projectRoot, 'content', 'faq'))) {
      const originals = readdirSync(join(projectRoot, 'content', 'faq', language))
      const copies = readdirSync(join(dir, 'content', 'faq', language))
      expect(copies).toHaveLength(originals.length * 2)
    }
    const body = (file: string) => readFileSync(file, 'utf8').split(/^---$/m)[2]
    const original = body(join(projectRoot, 'content', 'faq', 'ja', 'fees.mdx'))
    const copy = body(join(dir, 'content', 'faq', 'ja', 'fees-2.mdx'))
    expect(copy).not.toBe(original)
    expect(copy).toHaveLength(original!.length)
  })

  it('stamps the copies of current translations as translated from their pt-BR copy', () => {
    const outdated = selectTranslations(projectRoot, ['--all']).filter(
      ({ stamp, currentDigest }) => stamp !== currentDigest,
    )
    writeFaqCopies(projectRoot, dir, 2)
    const translations = selectTranslations(dir, ['--all'])
    expect(translations.length).toBeGreaterThan(0)
    const notCurrent = translations
      .filter(({ stamp, currentDigest }) => stamp !== currentDigest)
      .map(({ file }) => file.replace(/-2\.mdx$/, '.mdx'))
    // Only copies of a translation that is itself behind its pt-BR text stay behind.
    expect(notCurrent).toEqual(outdated.map(({ file }) => file).filter((f) => f.includes('/faq/')))
  })
})
