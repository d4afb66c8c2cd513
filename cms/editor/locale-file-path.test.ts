import { localeFile } from './locale-file-path'

describe('localeFile', () => {
  it("puts each language's file in its own folder, as the build reads it", () => {
    expect(localeFile('content/faq/fees.mdx', 'ja')).toBe('content/faq/ja/fees.mdx')
    expect(localeFile('content/faq/pt-BR/fees.mdx', 'pt-PT')).toBe('content/faq/pt-PT/fees.mdx')
  })
})
