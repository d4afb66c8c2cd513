/** @jest-environment node */
import { checkFields } from '../../src/lib/content/check-fields'
import {
  announcementBanner,
  editorPatternOf,
  mdxContentKinds,
  siteDetails,
  type Field,
  type Fields,
} from '../../src/lib/content/model'
import {
  fieldsAt,
  malformedValue,
  validValue,
} from '../../src/lib/content/test-support/model-examples'
import { decapConfig } from './decap-config'
import type { DecapField, FilesCollection, FolderCollection } from './decap-types'

const config = decapConfig({ siteUrl: 'https://example.com' })
const collection = (name: string) => config.collections.find((item) => item.name === name)

/** The widget the editor shows for each type of field. */
const expectedWidgets: Record<Field['type'], DecapField['widget']> = {
  text: 'string',
  choice: 'select',
  'whole-number': 'number',
  boolean: 'boolean',
  group: 'object',
  'kebab-id': 'string',
  'https-address': 'string',
  'site-link': 'string',
  date: 'string',
  'source-digest': 'translation-stamp',
}

/** Checks the editor's fields against the model's, groups included. */
function expectAgreement(
  modelFields: Fields,
  editorFields: readonly DecapField[] | undefined,
  inOptionalGroup = false,
) {
  expect(editorFields?.map(({ name }) => name)).toEqual(Object.keys(modelFields))
  for (const [name, field] of Object.entries(modelFields)) {
    const editor = editorFields!.find((item) => item.name === name)!
    expect(editor.label).toBe(field.label)
    if (field.hiddenInEditor) {
      expect(editor).toEqual({ name, label: field.label, widget: 'hidden', i18n: editor.i18n })
      continue
    }
    expect(editor.widget).toBe(
      field.type === 'text' && field.multiline ? 'text' : expectedWidgets[field.type],
    )
    expect([name, editor.required]).toEqual([name, !field.optional && !inOptionalGroup])
    expect(editor.hint).toBe(field.hint)
    const pattern = editorPatternOf(field)
    expect(editor.pattern).toEqual(pattern && [...pattern])
    if (field.type === 'choice') expect(editor.options).toEqual(field.values)
    if (field.type === 'whole-number') expect(editor).toMatchObject({ value_type: 'int', min: 0 })
    if (field.type === 'boolean') expect(editor.default).toBe(field.default)
    if (field.type === 'group') {
      expectAgreement(field.fields, editor.fields, inOptionalGroup || field.optional === true)
    }
  }
}

describe.each(Object.values(mdxContentKinds))('the editor’s $kind collection', (kind) => {
  const editor = collection(kind.kind) as FolderCollection

  it('has every frontmatter field of the model, then the body', () => {
    expectAgreement(kind.fields, editor.fields.slice(0, -1))
    expect(editor.fields.at(-1)).toEqual({
      name: 'body',
      label: kind.body.label,
      widget: 'markdown',
      modes: ['raw'],
      required: true,
      i18n: true,
    })
  })

  it('translates the translated fields and copies the shared ones from pt-BR', () => {
    for (const [name, field] of Object.entries(kind.fields)) {
      const { i18n } = editor.fields.find((item) => item.name === name)!
      expect([name, i18n]).toEqual([name, field.perLanguage === 'shared' ? 'duplicate' : true])
    }
  })

  it('writes the files where the build reads them, named by the file-name field', () => {
    expect(editor).toMatchObject({
      folder: kind.folder,
      extension: 'mdx',
      identifier_field: kind.fileNameField,
      slug: `{{${kind.fileNameField}}}`,
    })
  })
})

it('lets editors add questions, and neither add nor delete a home section (a fixed list)', () => {
  expect(collection('faq')).toMatchObject({ create: true })
  expect(collection('faq')).not.toHaveProperty('delete')
  expect(collection('home')).toMatchObject({ create: false, delete: false })
})

describe('the editor’s settings', () => {
  const settings = collection('settings') as FilesCollection

  it('edit content/site.json field for field as the model declares it', () => {
    const site = settings.files.find((file) => file.file === siteDetails.file)!
    expectAgreement(siteDetails.fields, site.fields)
  })

  it('edit every banner file field for field as the model declares it', () => {
    const banners = settings.files.filter((file) => file.name.startsWith('announcement-'))
    expect(banners).toHaveLength(7)
    for (const banner of banners) expectAgreement(announcementBanner.fields, banner.fields)
  })
})

describe('the editor’s patterns agree with the build', () => {
  const kinds = [
    ...Object.values(mdxContentKinds).map(({ fields }) => fields),
    siteDetails.fields,
    announcementBanner.fields,
  ]
  const patterned = kinds.flatMap((fields) =>
    fieldsAt(fields).filter(({ field }) => editorPatternOf(field)),
  )

  it.each(patterned.map(({ path, field }) => [path, field] as const))(
    '%s: accepted and refused alike',
    (_path, field) => {
      const pattern = new RegExp(editorPatternOf(field)![0])
      const build = (value: unknown) => checkFields({ value: field }, { value }).length === 0
      const valid = validValue(field) as string
      const malformed = malformedValue(field)!
      expect([pattern.test(valid), build(valid)]).toEqual([true, true])
      expect([pattern.test(malformed), build(malformed)]).toEqual([false, false])
    },
  )

  it('reach the FAQ id among them', () => {
    expect(patterned.map(({ field }) => field)).toContain(mdxContentKinds.faq.fields.id)
  })
})
