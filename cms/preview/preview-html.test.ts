/** @jest-environment node */
import type { PreviewResult } from './test-support/preview-cases'
import { previewInNode } from './test-support/preview-in-node'

let translated: PreviewResult | undefined
let untranslated: PreviewResult | undefined
let badBody: PreviewResult | undefined

/** Rendered in one process before the tests read them (Jest cannot load the MDX compiler). */
beforeAll(() => {
  ;[translated, untranslated, badBody] = previewInNode([
    {
      file: 'content/faq/ja/fees.mdx',
      language: 'ja',
      raw: '---\nid: fees\nquestion: 手数料は？\ncategory: costs\norder: 10\n---\n\n[他の費用](/qatrading/faq/#other-costs)\n',
    },
    // Decap's data for a language nobody has written yet: the shared fields only, no file to save.
    { file: 'content/faq/ja/fees.mdx', language: 'ja', raw: '---\nid: fees\norder: 10\n---\n' },
    {
      file: 'content/home/en/hero.mdx',
      language: 'en',
      raw: '---\nsection: hero\ntitle: Hi\n---\n\n<Callout status="loud">\nx\n</Callout>\n',
    },
  ])
}, 60_000)

it('renders a translation as the build does, site links with its language', () => {
  expect(translated).toEqual({
    html: '<p><a href="/ja/qatrading/faq/#other-costs">他の費用</a></p>',
  })
})

it('checks nothing of a language without text of its own: no file is written for it', () => {
  expect(untranslated).toEqual({ html: '' })
})

it('names a body mistake at its line in the file the save would write', () => {
  expect(badBody).toEqual({
    error: 'content/home/en/hero.mdx:6: <Callout status="loud"> must be one of info, warning',
  })
})
