/** @jest-environment node */
import type { BackendImplementation, DataFile } from './backend-patch'
import type { DecapCms } from './decap-global'
import { stampTranslationsOnSave } from './stamp-on-save'
import { createTranslationStamps } from './translation-stamps'
import { skipUntranslatedFiles } from './untranslated-files'

/**
 * The two save steps on a stand-in for Decap's backend registry: what reaches the backend is the
 * translated files, a changed one stamped, and no file for a language nobody translated.
 */
function fakeDecap(stored: Record<string, string>) {
  const written: DataFile[][] = []
  const record = {
    init: (): BackendImplementation => ({
      persistEntry: async ({ dataFiles }) => {
        written.push(dataFiles)
      },
      getEntry: async (path) => {
        if (!(path in stored)) throw new Error('Not Found')
        return { data: stored[path]! }
      },
    }),
  }
  const cms = { getBackend: (name: string) => (name === 'test' ? record : undefined) }
  return { cms: cms as unknown as DecapCms, record, written }
}

const banner = (title: string, extra: object = {}) =>
  `${JSON.stringify({ enabled: true, id: 'news', title, description: 'Text', ...extra })}\n`

it('writes a changed banner stamped from the stored pt-BR banner, and drops empty files', async () => {
  const { cms, record, written } = fakeDecap({ 'content/announcement/pt-BR.json': banner('Novo') })
  skipUntranslatedFiles(cms, ['test'])
  stampTranslationsOnSave(cms, ['test'], createTranslationStamps())
  await record.init().persistEntry(
    {
      dataFiles: [
        { path: 'content/announcement/en.json', raw: banner('New') },
        { path: 'content/faq/it/fees.mdx', raw: '\n' },
      ],
    },
    {},
  )
  expect(written).toHaveLength(1)
  expect(written[0]!.map(({ path }) => path)).toEqual(['content/announcement/en.json'])
  expect(JSON.parse(written[0]![0]!.raw)).toMatchObject({
    title: 'New',
    translatedFrom: expect.stringMatching(/^[0-9a-f]{12}$/),
  })
})

it('saves a translation unstamped when its pt-BR file cannot be read, rather than failing', async () => {
  const { cms, record, written } = fakeDecap({})
  stampTranslationsOnSave(cms, ['test'], createTranslationStamps())
  const file = { path: 'content/announcement/en.json', raw: banner('New') }
  await record.init().persistEntry({ dataFiles: [file] }, {})
  expect(written).toEqual([[file]])
})

it('names a backend Decap does not have', () => {
  const { cms } = fakeDecap({})
  expect(() => stampTranslationsOnSave(cms, ['gitlab'], createTranslationStamps())).toThrow(
    'Decap has no backend "gitlab"',
  )
})
