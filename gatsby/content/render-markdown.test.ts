import { htmlToText, renderMarkdown } from './render-markdown'

it('prefixes site links for the locale and leaves other links alone', () => {
  const html = renderMarkdown(
    'See [fees](/qatrading/faq/#fees) and [the provider](https://example.com/).',
    'ja',
  )
  expect(html).toContain('href="/ja/qatrading/faq/#fees"')
  expect(html).toContain('href="https://example.com/" rel="noopener"')
})

it('keeps pt-BR links unprefixed', () => {
  expect(renderMarkdown('[Sign up](/signup/)', 'pt-BR')).toContain('href="/signup/"')
})

it('escapes raw HTML instead of rendering it', () => {
  expect(renderMarkdown('<script>alert(1)</script>', 'en')).not.toContain('<script>')
})

it('turns rendered HTML into searchable text', () => {
  expect(htmlToText(renderMarkdown('**Fees** are *low* &amp; fair.', 'en'))).toBe(
    'Fees are low & fair.',
  )
})
