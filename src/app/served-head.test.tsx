import { TextEncoder } from 'node:util'
import type { SitePageContext } from '../lib/page-context'
import { PageHead } from './page-head'
import { removeServedHead, withoutGatsbyHeadMarks } from './served-head'

// React's server renderer for browsers needs TextEncoder, which jsdom lacks; this test needs
// both the server's markup and a DOM to remove it from.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the line above
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server')

const pageContext = {
  language: 'en',
  i18n: { language: 'en', originalPath: '/qatrading/faq/' },
} as SitePageContext

/** What the static HTML's head holds besides the page's own head (src/html.tsx, gatsby-ssr.tsx). */
const frame =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style data-emotion="css-global a1">html{color:red}</style>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<link rel="expect" href="#gatsby-announcer" blocking="render"><style>@font-face{}</style>'

/** A page's head as the server writes it: PageHead's elements without Gatsby's mark. */
const servedHead = (props: Partial<Parameters<typeof PageHead>[0]> = {}) =>
  renderToStaticMarkup(
    <PageHead pageContext={pageContext} title="FAQ" description="Answers" {...props} />,
  ).replace(/<html[^>]*>/, '')

const headTags = () => [...document.head.children].map((element) => element.outerHTML)

beforeEach(() => {
  document.head.innerHTML = ''
})

it.each([
  ['an indexable page', {}],
  [
    'an error page',
    { pageContext: { ...pageContext, i18n: { ...pageContext.i18n, originalPath: '/404/' } } },
  ],
  ['a page with structured data', { jsonLd: { '@type': 'Organization', name: 'QA Trading' } }],
])("removes every element of the served head of %s, and nothing of the frame's", (_, props) => {
  document.head.innerHTML = frame
  const frameTags = headTags()
  document.head.insertAdjacentHTML('afterbegin', servedHead(props))
  document.head.insertAdjacentHTML('beforeend', servedHead(props))
  expect(document.head.children.length).toBeGreaterThan(frameTags.length)

  removeServedHead()

  expect(headTags()).toEqual(frameTags)
})

it('leaves the head Gatsby rendered in the browser (marked) alone', () => {
  document.head.innerHTML = `${frame}${servedHead()}`
  const rendered = '<title data-gatsby-head="true">Next page</title>'
  document.head.insertAdjacentHTML('beforeend', rendered)

  removeServedHead()

  expect(document.title).toBe('Next page')
  expect(document.head.querySelectorAll('title')).toHaveLength(1)
})

it("writes the head's elements without Gatsby's mark, and everything else as it was", () => {
  const marked = [
    <title key="title" data-gatsby-head={true}>
      FAQ
    </title>,
    <link key="canonical" rel="canonical" href="https://example.test/" data-gatsby-head={true} />,
    <link key="icon" rel="icon" href="/favicon.svg" />,
    'text',
  ]
  const html = renderToStaticMarkup(<>{withoutGatsbyHeadMarks(marked)}</>)
  expect(html).toBe(
    '<title>FAQ</title><link rel="canonical" href="https://example.test/"/>' +
      '<link rel="icon" href="/favicon.svg"/>text',
  )
})
