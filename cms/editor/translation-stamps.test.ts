/** @jest-environment node */
import { faqContent } from '../../src/lib/content/model'
import { createHash } from 'node:crypto'
import { announcementSourceText, mdxSourceText } from '../../src/lib/content/translation-source'
import { jsonFileFormat } from './json-format'
import { parseMdxFile, printMdxFile } from './mdx-file'
import type { DataFile } from './backend-patch'
import { createTranslationStamps } from './translation-stamps'
import type { CustomFormat } from './decap-global'

/**
 * A save as Decap hands it to the backend: pt-BR edited, ja translated again, es untouched. Only
 * the translations an editor changed take today's pt-BR digest.
 */
/** SHA-256's first twelve hex digits, computed here independently of the editor's code. */
const sourceDigestSync = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12)
const mdx: CustomFormat = { fromFile: parseMdxFile, toFile: (data) => printMdxFile(data) }
const faq = (language: string, question: string, body: string, stamp?: string) => ({
  path: `content/faq/${language}/fees.mdx`,
  raw: printMdxFile(
    { id: 'fees', question, category: 'costs', order: 10, translatedFrom: stamp, body },
    Object.keys(faqContent.fields),
  ),
})
const oldPtBR = faq('pt-BR', 'Quais são as taxas?', 'Uma taxa de 20 %.')
const newPtBR = faq('pt-BR', 'Quais são as taxas?', 'Uma taxa de 25 %.')
const digestOf = ({ raw }: DataFile) => {
  const data = parseMdxFile(raw)
  return sourceDigestSync(mdxSourceText(faqContent, data, data.body))
}
const oldStamp = digestOf(oldPtBR)
const es = faq('es', '¿Cuáles son las tarifas?', 'Una tarifa del 20 %.', oldStamp)
const jaBefore = faq('ja', '手数料は？', '20 %の手数料です。', oldStamp)
const noStored = async () => null
const stampOf = (file: DataFile | undefined) => parseMdxFile(file!.raw).translatedFrom

function openedEntry() {
  const stamps = createTranslationStamps()
  const format = stamps.watching(mdx)
  for (const file of [oldPtBR, es, jaBefore]) format.fromFile(file.raw)
  return stamps
}

it('stamps a changed translation with the pt-BR text saved with it, and leaves the others', async () => {
  const jaAfter = faq('ja', '手数料は？', '25 %の手数料です。', oldStamp)
  const saved = await openedEntry().stamp([newPtBR, es, jaAfter], noStored)
  expect(stampOf(saved[2])).toBe(digestOf(newPtBR))
  expect(stampOf(saved[2])).not.toBe(oldStamp)
  expect(saved[1]).toEqual(es)
  expect(saved[0]).toEqual(newPtBR)
  // The rest of the file is what Decap wrote.
  expect(saved[2]!.raw.replace(/^translatedFrom: .*\n/m, '')).toBe(
    jaAfter.raw.replace(/^translatedFrom: .*\n/m, ''),
  )
})

it('stamps a new translation, and never gives pt-BR a stamp', async () => {
  const fr = faq('fr', 'Quels sont les frais ?', 'Des frais de 25 %.')
  const saved = await openedEntry().stamp([newPtBR, fr], noStored)
  expect(stampOf(saved[1])).toBe(digestOf(newPtBR))
  expect(stampOf(saved[0])).toBeUndefined()
})

it('keeps the stamp a translation got earlier in this session, though the draft holds the old one', async () => {
  const stamps = openedEntry()
  const jaAfter = faq('ja', '手数料は？', '25 %の手数料です。', oldStamp)
  const [, first] = await stamps.stamp([newPtBR, jaAfter], noStored)
  // pt-BR changes again in a later save of the same draft; ja is not touched.
  const newerPtBR = faq('pt-BR', 'Quais são as taxas?', 'Uma taxa de 30 %.')
  const [, second] = await stamps.stamp([newerPtBR, jaAfter], noStored)
  expect(stampOf(first)).toBe(digestOf(newPtBR))
  expect(stampOf(second)).toBe(digestOf(newPtBR))
})

it('leaves empty files (languages nobody translated) and other files alone', async () => {
  const files = [
    { path: 'content/faq/it/fees.mdx', raw: '' },
    { path: 'content/site.json', raw: '{"brandName":"QA"}\n' },
  ]
  expect(await openedEntry().stamp(files, noStored)).toEqual(files)
})

it('stamps a changed banner with the pt-BR banner as the repository holds it', async () => {
  const ptBR = { enabled: true, id: 'news', title: 'Novidade', description: 'Veja' }
  const stamps = createTranslationStamps()
  const format = stamps.watching(jsonFileFormat)
  format.fromFile(JSON.stringify({ ...ptBR, title: 'News', description: 'Read' }))
  const read: string[] = []
  const [saved] = await stamps.stamp(
    [
      {
        path: 'content/announcement/en.json',
        raw: jsonFileFormat.toFile({ ...ptBR, title: 'New!', description: 'Read' }),
      },
    ],
    async (path) => {
      read.push(path)
      return JSON.stringify(ptBR)
    },
  )
  expect(read).toEqual(['content/announcement/pt-BR.json'])
  expect(JSON.parse(saved!.raw)).toMatchObject({
    title: 'New!',
    translatedFrom: sourceDigestSync(announcementSourceText(ptBR)),
  })
})
