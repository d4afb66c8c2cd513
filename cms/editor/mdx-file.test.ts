/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'

import { parseMdxFile, printMdxFile } from './mdx-file'
import { yamlScalar } from './yaml-scalar'

const contentDir = path.join(__dirname, '..', '..', 'content')
const contentFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .sort()

describe('the editor’s MDX files', () => {
  it.each(contentFiles)('reads and writes %s back byte for byte', (file) => {
    const raw = readFileSync(path.join(contentDir, file), 'utf8')
    const data = parseMdxFile(raw)
    const order = Object.keys(data)
    expect(printMdxFile(data, order)).toBe(raw)
  })

  it('writes frontmatter in the collection’s order, then the body and one newline', () => {
    const data = { body: ' Texto.\r\n\r\nMais. ', order: 10, question: 'Q?', id: 'x' }
    expect(printMdxFile(data, ['id', 'question', 'order'])).toBe(
      '---\nid: x\nquestion: Q?\norder: 10\n---\n\nTexto.\n\nMais.\n',
    )
  })

  it('leaves an empty field out, so the build names it as missing', () => {
    expect(printMdxFile({ id: 'x', question: '  ', body: 'B' }, ['id', 'question'])).toBe(
      '---\nid: x\n---\n\nB\n',
    )
  })
})

describe('frontmatter values', () => {
  it.each([
    ['Quais são as taxas?', 'Quais são as taxas?'],
    ["Y a-t-il d'autres coûts ?", "Y a-t-il d'autres coûts ?"],
    ['Taxas: quanto custa?', "'Taxas: quanto custa?'"],
    ['2026-12-31', "'2026-12-31'"],
    ['true', "'true'"],
    ['- lista', "'- lista'"],
    ["It's: a test", '"It\'s: a test"'],
    [' espaço', "' espaço'"],
    [40, '40'],
  ])('%p is written as %s and read back the same', (value, written) => {
    expect(yamlScalar(value)).toBe(written)
    expect(parseMdxFile(`---\nv: ${written}\n---\n`).v).toBe(value)
  })
})

describe('frontmatter values the build reads differently from YAML 1.1 or 1.2', () => {
  it.each([
    'yes',
    'No',
    'on',
    'y',
    '1e3',
    '0755',
    '0o17',
    '1_000',
    '190:20:30',
    '.inf',
    '0x1F',
    '~',
  ])('%p is written so that the build reads it back as that text', (text) => {
    expect(matter(`---\nv: ${yamlScalar(text)}\n---\n`).data.v).toBe(text)
  })
})
