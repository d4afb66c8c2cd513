/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { printJsonFile, pruneEmpty } from './json-file'

const contentDir = path.join(__dirname, '..', '..', 'content')
const jsonFiles = [
  'site.json',
  ...readdirSync(path.join(contentDir, 'announcement')).map((name) => `announcement/${name}`),
]

describe('the editor’s JSON files', () => {
  it('writes every content JSON file with the same data, as Prettier leaves it', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'cms-json-'))
    try {
      for (const file of jsonFiles) {
        const raw = readFileSync(path.join(contentDir, file), 'utf8')
        const printed = printJsonFile(JSON.parse(raw) as Record<string, unknown>)
        expect(JSON.parse(printed)).toEqual(JSON.parse(raw))
        writeFileSync(path.join(outDir, file.replace('/', '-')), printed)
      }
      // The project's own Prettier settings, as `npm run format:check` applies them.
      const prettier = path.join(
        __dirname,
        '..',
        '..',
        'node_modules',
        'prettier',
        'bin',
        'prettier.cjs',
      )
      const config = path.join(__dirname, '..', '..', '.prettierrc.json')
      expect(() =>
        execFileSync(process.execPath, [prettier, '--config', config, '--check', outDir], {
          stdio: 'pipe',
        }),
      ).not.toThrow()
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })

  it('leaves out a banner button left blank and an empty end date, keeps false', () => {
    const data = {
      enabled: false,
      id: 'x',
      link: { label: '', href: '' },
      action: { label: 'Criar conta', href: '/signup/' },
      endsAt: '',
    }
    expect(JSON.parse(printJsonFile(data))).toEqual({
      enabled: false,
      id: 'x',
      action: { label: 'Criar conta', href: '/signup/' },
    })
  })

  it('prunes nothing that has a value', () => {
    expect(pruneEmpty({ a: 0, b: [' ', 'x'], c: null })).toEqual({ a: 0, b: ['x'] })
  })
})
