/** @jest-environment node */
import path from 'node:path'

import sharp from 'sharp'

import { renderInNode } from './test-support/render-in-node'
import type { RenderCase, RenderResult } from './test-support/render-cases'

const file = 'content/faq/en/example.mdx'

/** Every case below, rendered in one process before the tests read their result. */
const cases = {
  links: { body: 'See [fees](/qatrading/faq/#fees) and [the provider](https://example.com/).' },
  linksJa: { body: 'See [fees](/qatrading/faq/#fees).', language: 'ja' },
  linksPtBr: { body: '[Sign up](/signup/)', language: 'pt-BR' },
  markdown: { body: '**Fees** are *low* & fair.\n\n- one\n- two' },
  callouts: {
    body: '<Callout status="info">\n  Read **this** first.\n</Callout>\n\n<Callout status="warning">\nLosses happen.\n</Callout>',
  },
  calloutJa: { body: '<Callout status="warning">\n損失\n</Callout>', language: 'ja' },
  figure: {
    body: '<Figure src="images/strategy.png" alt="The strategy, step by step" caption="How trades are placed" />',
  },
  terms: {
    body: 'A <Term title="One account trading for many">pooled account</Term> and a <Term title="Kept by the provider">PAMM</Term>.',
  },
  badStatus: { body: 'Text.\n\n<Callout status="loud">\nHey\n</Callout>', bodyStartLine: 6 },
  unknown: { body: 'Text.\n\n<Unknown/>', bodyStartLine: 6 },
  expression: { body: 'Pay {alert(1)} now.', bodyStartLine: 6 },
  esm: { body: "import x from 'y'\n\nText.", bodyStartLine: 6 },
  script: { body: '<script>alert(1)</script>', bodyStartLine: 6 },
  iframe: { body: '<iframe src="https://evil.example/"></iframe>', bodyStartLine: 6 },
  javascriptLink: { body: 'Click [here](javascript:alert(1)).', bodyStartLine: 6 },
  javascriptUpper: { body: '[here](JaVaScRiPt:alert(1))' },
  javascriptDefinition: { body: '[here][x]\n\n[x]: javascript:alert(1)' },
  protocolRelative: { body: '[here](//evil.example/)' },
  onAttribute: { body: '<Callout status="info" onClick="alert(1)">\nHi\n</Callout>' },
  expressionAttribute: { body: '<Callout status={"info"}>\nHi\n</Callout>' },
  missingFigure: {
    body: 'Text.\n\n<Figure src="images/missing.png" alt="Gone" />',
    bodyStartLine: 6,
  },
  figureOutside: { body: '<Figure src="../package.json" alt="Escape" />' },
  missingAlt: { body: '<Figure src="images/strategy.png" />' },
  markdownImage: { body: '![A chart](images/strategy.png)' },
  inlineCallout: { body: 'Text <Callout status="info">inline</Callout> here.' },
  unescapedBrace: { body: 'First line.\n\nThen a {broken expression', bodyStartLine: 5 },
  unclosedTag: { body: 'Text <Term title="x">never closed', bodyStartLine: 4 },
  several: { body: '{a}\n\n<Unknown/>\n\n[x](javascript:b)', bodyStartLine: 6 },
} satisfies Record<string, RenderCase>

let results: Record<keyof typeof cases, RenderResult>

beforeAll(() => {
  const names = Object.keys(cases) as (keyof typeof cases)[]
  const rendered = renderInNode(names.map((name) => cases[name]))
  results = Object.fromEntries(
    names.map((name, index) => [name, rendered[index]!]),
  ) as typeof results
}, 60_000)

function htmlOf(name: keyof typeof cases): string {
  const result = results[name]
  if (!('html' in result)) throw new Error(`${name} failed: ${result.error}`)
  return result.html
}

function errorOf(name: keyof typeof cases): string {
  const result = results[name]
  expect(result).not.toHaveProperty('html')
  return 'error' in result ? result.error : ''
}

describe('Markdown and links', () => {
  it("prefixes site links with the entry's locale and marks external ones noopener", () => {
    expect(htmlOf('links')).toContain('href="/en/qatrading/faq/#fees"')
    expect(htmlOf('links')).toContain('<a href="https://example.com/" rel="noopener">')
    expect(htmlOf('linksJa')).toContain('href="/ja/qatrading/faq/#fees"')
    expect(htmlOf('linksPtBr')).toContain('href="/signup/"')
  })

  it('renders Markdown to HTML', () => {
    expect(htmlOf('markdown')).toBe(
      '<p><strong>Fees</strong> are <em>low</em> &amp; fair.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    )
  })
})

describe('editor components', () => {
  it('renders a callout per status with a hidden word in the language, and no live-region role', () => {
    const html = htmlOf('callouts')
    expect(html).toContain('<div class="callout" data-status="info">')
    expect(html).toContain('<div class="callout" data-status="warning">')
    expect(html).toContain(
      '<span class="callout-label">Note</span><p>Read <strong>this</strong> first.</p>',
    )
    expect(html).toContain('<span class="callout-label">Warning</span>')
    expect(html).not.toMatch(/role=/)
    expect(htmlOf('calloutJa')).toContain('<span class="callout-label">注意</span>')
  })

  it('renders a figure with the image’s own size, its alt text and caption', async () => {
    const { width, height } = await sharp(
      path.join(__dirname, '..', '..', 'content', 'images', 'strategy.png'),
    ).metadata()
    const html = htmlOf('figure')
    expect(html).toMatch(
      new RegExp(
        `<figure class="figure"><img src="/static/content/[0-9a-f]{20}/strategy.png" width="${width}" height="${height}" alt="The strategy, step by step" loading="lazy" decoding="async"/>`,
      ),
    )
    expect(html).toContain('<figcaption>How trades are placed</figcaption></figure>')
  })

  it('renders each term focusable and described by its own definition', () => {
    const html = htmlOf('terms')
    expect(html).toContain(
      '<span class="term"><dfn tabindex="0" aria-describedby="faq-example-term-1">pooled account</dfn><span class="term-definition" role="tooltip" id="faq-example-term-1">One account trading for many</span></span>',
    )
    expect(html).toContain('aria-describedby="faq-example-term-2">PAMM</dfn>')
  })
})

describe('what the build refuses, naming file:line and the rule', () => {
  it.each([
    ['badStatus', `${file}:8: <Callout status="loud"> must be one of info, warning`],
    [
      'unknown',
      `${file}:8: <Unknown> is not allowed (allowed: Markdown and <Callout>, <Figure>, <Term>)`,
    ],
    ['expression', `${file}:6: JavaScript expressions in braces are not allowed`],
    ['esm', `${file}:6: import and export are not allowed in content`],
    ['script', `${file}:6: <script> is not allowed`],
    ['iframe', `${file}:6: <iframe> is not allowed`],
    [
      'javascriptLink',
      `${file}:6: links may go to site pages (/signup/), #anchors, https://, mailto: or tel:, not "javascript:alert(1)"`,
    ],
    ['javascriptUpper', `${file}:1: links may go to site pages`],
    ['javascriptDefinition', `${file}:3: links may go to site pages`],
    ['protocolRelative', `${file}:1: "//evil.example/" is not a site link`],
    ['onAttribute', `${file}:1: <Callout> has no attribute "onClick" (it takes status)`],
    ['expressionAttribute', `${file}:1: <Callout> attributes must be plain text in quotes`],
    [
      'missingFigure',
      `${file}:8: <Figure src="images/missing.png">: content/images/missing.png does not exist`,
    ],
    [
      'figureOutside',
      `${file}:1: <Figure src="../package.json">: src must be a PNG, JPEG, WebP, AVIF or GIF file under content/`,
    ],
    ['missingAlt', `${file}:1: <Figure> needs alt="…"`],
    ['markdownImage', `${file}:1: Markdown images are not allowed: use <Figure src alt caption>`],
    ['inlineCallout', `${file}:1: <Callout> must stand on lines of its own`],
  ] as const)('%s', (name, message) => {
    expect(errorOf(name)).toContain(message)
  })

  it('reports MDX syntax errors at their line in the file', () => {
    expect(errorOf('unescapedBrace')).toMatch(new RegExp(`^${file}:7: `))
    expect(errorOf('unclosedTag')).toMatch(new RegExp(`^${file}:4: .*Term`))
  })

  it('lists every problem of a file, not only the first', () => {
    expect(errorOf('several').split('\n')).toEqual([
      expect.stringContaining(`${file}:6: JavaScript expressions`),
      expect.stringContaining(`${file}:8: <Unknown> is not allowed`),
      expect.stringContaining(`${file}:10: links may go to site pages`),
    ])
  })
})
