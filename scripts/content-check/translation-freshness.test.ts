/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { selectTranslations, stampTranslations } from '../content-stamp/stamp-files'
import { formatFreshness, isFresh, readTranslations, stateOf } from './translation-freshness'

/**
 * A small project of its own per test: pt-BR, es and ja of one question and the banner, stamped
 * with the command, then pt-BR changed; only this temporary folder is ever written.
 */
let root: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const faq = (question: string, body: string, extra = '') =>
  `---\nid: fees\nquestion: ${question}\ncategory: costs\norder: 10\n${extra}---\n\n${body}\n`
const banner = (title: string, extra: Record<string, string> = {}) =>
  `${JSON.stringify({ enabled: true, id: 'news', title, description: 'Text', ...extra }, null, 2)}\n`
const languages = ['pt-BR', 'es', 'ja'] as const
const stampAll = () => stampTranslations(root, selectTranslations(root, ['--all']))
const states = () =>
  Object.fromEntries(readTranslations(root, languages).map((entry) => [entry.file, stateOf(entry)]))

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'freshness-'))
  write('content/faq/pt-BR/fees.mdx', faq('Quais são as taxas?', 'Uma taxa de 20 %.'))
  write('content/faq/es/fees.mdx', faq('¿Cuáles son las tarifas?', 'Una tarifa del 20 %.'))
  write('content/faq/ja/fees.mdx', faq('手数料は？', '20 %の手数料です。'))
  for (const language of languages) write(`content/announcement/${language}.json`, banner('N'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

it('reports translations written before stamps as not stamped, and the site as not fresh', () => {
  expect(states()).toEqual({
    'content/faq/es/fees.mdx': 'unstamped',
    'content/faq/ja/fees.mdx': 'unstamped',
    'content/announcement/es.json': 'unstamped',
    'content/announcement/ja.json': 'unstamped',
  })
  expect(isFresh(readTranslations(root, languages))).toBe(false)
})

it('stamps with the pt-BR digest, leaving the rest of each file as it was', () => {
  const before = read('content/faq/es/fees.mdx')
  stampAll()
  const after = read('content/faq/es/fees.mdx')
  expect(after).toMatch(/^order: 10\ntranslatedFrom: [0-9a-f]{12}\n---$/m)
  expect(after.replace(/^translatedFrom: .*\n/m, '')).toBe(before)
  expect(JSON.parse(read('content/announcement/ja.json'))).toMatchObject({
    title: 'N',
    translatedFrom: expect.stringMatching(/^[0-9a-f]{12}$/),
  })
  expect(read('content/faq/pt-BR/fees.mdx')).not.toContain('translatedFrom')
  expect(formatFreshness(readTranslations(root, languages))).toBe(
    'Translation freshness: all 4 translations are of today’s pt-BR text.',
  )
})

it('lists per locale what pt-BR changed under, and only that', () => {
  stampAll()
  write('content/faq/pt-BR/fees.mdx', faq('Quais são as taxas?', 'Uma taxa de 25 %.'))
  write('content/announcement/pt-BR.json', banner('Novidade'))
  // ja is translated again, then stamped; es is left as it was.
  write(
    'content/faq/ja/fees.mdx',
    faq(
      '手数料は？',
      '25 %の手数料です。',
      read('content/faq/ja/fees.mdx').match(/^translatedFrom: .*\n/m)![0],
    ),
  )
  stampTranslations(root, selectTranslations(root, ['content/faq/ja/fees.mdx']))
  const report = formatFreshness(readTranslations(root, languages))
  expect(report).toBe(
    [
      'Translation freshness: 3 outdated, 0 not stamped, 0 without pt-BR, of 4 translations.',
      '  es:',
      '    outdated (pt-BR changed since; visitors see a note):',
      '      content/faq/es/fees.mdx',
      '      content/announcement/es.json',
      '  ja:',
      '    outdated (pt-BR changed since; visitors see a note):',
      '      content/announcement/ja.json',
    ].join('\n'),
  )
})

it('treats a stamp that matches no pt-BR version as outdated, not as an error', () => {
  write(
    'content/faq/es/fees.mdx',
    faq('¿Tarifas?', 'Una tarifa.', 'translatedFrom: 000000000000\n'),
  )
  expect(states()['content/faq/es/fees.mdx']).toBe('outdated')
})

it('reports a translation whose pt-BR file is gone, and refuses to stamp it', () => {
  write('content/faq/es/old.mdx', faq('¿Vieja?', 'Texto.').replace('id: fees', 'id: old'))
  expect(states()['content/faq/es/old.mdx']).toBe('no-source')
  expect(() =>
    stampTranslations(root, selectTranslations(root, ['content/faq/es/old.mdx'])),
  ).toThrow('content/faq/es/old.mdx: there is no content/faq/pt-BR/old.mdx to translate from.')
})

it('has nothing to report of a pt-BR question no language has translated yet', () => {
  write('content/faq/pt-BR/new.mdx', faq('Nova?', 'Texto.').replace('id: fees', 'id: new'))
  expect(Object.keys(states())).not.toContain('content/faq/es/new.mdx')
  expect(() => selectTranslations(root, ['content/faq/es/new.mdx'])).toThrow(
    'content/faq/es/new.mdx: not a translation of the FAQ, the home page or the banner',
  )
})

it('refuses to stamp pt-BR, and says what to name when nothing is', () => {
  expect(() => selectTranslations(root, ['pt-BR'])).toThrow(
    'pt-BR: pt-BR is the text translations are made from; it has no stamp.',
  )
  expect(() => selectTranslations(root, [])).toThrow('Name what to stamp')
})

it('stamps every translation of one locale', () => {
  stampTranslations(root, selectTranslations(root, ['ja']))
  expect(states()).toEqual({
    'content/faq/es/fees.mdx': 'unstamped',
    'content/faq/ja/fees.mdx': 'current',
    'content/announcement/es.json': 'unstamped',
    'content/announcement/ja.json': 'current',
  })
})
