/** @jest-environment node */
import { editorStrings } from '../../src/i18n/editor-strings'
import { languages } from '../../src/i18n/languages'
import { adminFiles } from './admin-files'

const rootDir = process.cwd()
const page = async (options: Partial<Parameters<typeof adminFiles>[0]>) => {
  const files = adminFiles({ rootDir, siteUrl: 'https://example.com', ...options })
  return String(await files.find((file) => file.name === 'index.html')!.contents())
}

describe('/admin/ of a build without a repository to save to', () => {
  it('says editing is not configured, in every language, and loads no editor', async () => {
    const html = await page({})
    expect(html).toContain('<h2>Editing is not configured on this site.</h2>')
    for (const language of languages) {
      expect(html).toContain(`<section lang="${language}">`)
      expect(html).toContain(editorStrings[language].notConfigured)
    }
    expect(html).not.toContain('<script')
  })

  it('loads the editor once a repository is set, and always under npm run cms', async () => {
    expect(await page({ editing: { repo: 'acme/site', branch: 'main' } })).toContain(
      '<script src="decap-cms.js"></script>',
    )
    expect(await page({ development: true })).toContain('<script src="decap-cms.js"></script>')
  })

  it('hands a preview address pattern to the editor, escaped', async () => {
    const html = await page({
      editing: {
        repo: 'acme/site',
        branch: 'main',
        previewUrl: 'https://p-{{pr}}.example/?a="b"&c',
      },
    })
    expect(html).toContain(
      '<meta name="editor-preview-url" content="https://p-{{pr}}.example/?a=&#34;b&#34;&#38;c" />',
    )
  })
})
