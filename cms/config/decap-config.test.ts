/** @jest-environment node */
import { validateFrontmatter } from '../../src/lib/content/frontmatter'
import { faqCategories, homeSections } from '../../src/lib/content/model'
import { languages } from '../../src/i18n/languages'
import siteJson from '../../content/site.json'
import { decapConfig } from './decap-config'
import type { DecapField, FilesCollection, FolderCollection } from './decap-types'

const config = decapConfig({ siteUrl: 'https://example.com' })
const collection = (name: string) => config.collections.find((item) => item.name === name)
const faq = collection('faq') as FolderCollection
const fieldOf = (fields: readonly DecapField[], name: string) => {
  const field = fields.find((item) => item.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return field
}

describe('the editor configuration', () => {
  it('edits every locale, pt-BR first and by default, one folder per locale', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['pt-BR', 'pt-PT', 'en', 'es', 'fr', 'it', 'ja'],
      default_locale: 'pt-BR',
    })
    expect(config.local_backend).toBe(false)
  })

  it("signs in through the site's own endpoint and saves drafts as pull requests", () => {
    const live = decapConfig({
      siteUrl: 'https://example.com/',
      editing: { repo: 'acme/site', branch: 'live', apiRoot: 'http://127.0.0.1:9401' },
    })
    expect(live.backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'live',
      base_url: 'https://example.com',
      auth_endpoint: 'api/auth',
      api_root: 'http://127.0.0.1:9401',
      squash_merges: false,
    })
    expect(live.publish_mode).toBe('editorial_workflow')
    expect(live.media_folder).toBe('content/images')
    expect(live.public_folder).toBe('images')
    expect(
      decapConfig({ siteUrl: 'http://localhost:8000', localBackend: true }).local_backend,
    ).toBe(true)
  })

  it('asks for every FAQ field the build requires, as the build types it', () => {
    expect(faq.folder).toBe('content/faq')
    expect(faq.extension).toBe('mdx')
    for (const name of ['id', 'question', 'category', 'order', 'body']) {
      expect(fieldOf(faq.fields, name).required).toBe(true)
    }
    expect(fieldOf(faq.fields, 'category')).toMatchObject({
      widget: 'select',
      options: faqCategories,
    })
    expect(fieldOf(faq.fields, 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
    })
  })

  it('names each question file by its id, shared by every language; translates the text', () => {
    expect(faq.slug).toBe('{{id}}')
    expect(faq.identifier_field).toBe('id')
    for (const name of ['id', 'category', 'order'])
      expect(fieldOf(faq.fields, name).i18n).toBe('duplicate')
    for (const name of ['question', 'body']) expect(fieldOf(faq.fields, name).i18n).toBe(true)
  })

  it('accepts exactly the ids the build accepts', () => {
    const [source] = fieldOf(faq.fields, 'id').pattern ?? []
    const pattern = new RegExp(source ?? '')
    for (const id of [
      'fees',
      'minimum-deposit',
      'a1-b2',
      'Fees',
      'fees-',
      '-fees',
      'fe--es',
      'fé',
    ]) {
      const file = { kind: 'faq' as const, locale: 'en' as const, slug: id }
      const frontmatter = { id, question: 'Q?', category: 'costs', order: 10 }
      const buildAccepts = (() => {
        try {
          validateFrontmatter(frontmatter, file, 'x.mdx', '')
          return true
        } catch {
          return false
        }
      })()
      expect([id, pattern.test(id)]).toEqual([id, buildAccepts])
    }
  })

  it('lets editors change the four home sections, never add or delete one', () => {
    const home = collection('home') as FolderCollection
    expect(home).toMatchObject({
      folder: 'content/home',
      create: false,
      delete: false,
      slug: '{{section}}',
    })
    expect(fieldOf(home.fields, 'title')).toMatchObject({ required: true, i18n: true })
    expect(homeSections).toHaveLength(4)
  })

  it('edits site.json field for field, and one banner file per locale', () => {
    const settings = collection('settings') as FilesCollection
    const files = settings.files.map((file) => file.file)
    expect(files).toEqual([
      'content/site.json',
      ...languages.map((language) => `content/announcement/${language}.json`),
    ])
    const site = settings.files[0]!
    expect(site.fields.map((field) => field.name)).toEqual(Object.keys(siteJson))
    const banner = settings.files[1]!
    for (const name of ['enabled', 'id', 'title', 'description']) {
      expect(fieldOf(banner.fields, name).required).toBe(true)
    }
    for (const name of ['link', 'action', 'endsAt']) {
      expect(fieldOf(banner.fields, name).required).toBe(false)
    }
  })
})
