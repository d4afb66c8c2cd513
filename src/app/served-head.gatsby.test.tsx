/** @jest-environment node */
import type { ReactElement } from 'react'
import { withoutGatsbyHeadMarks } from './served-head'

/**
 * Gatsby's server-side head as installed (gatsby/cache-dir/head/head-export-handler-for-ssr.js):
 * each element a page's `Head` renders becomes an element with a `data-gatsby-head` prop, which
 * `onPreRenderHTML` takes off (served-head.ts; docs/performance.md#framework-internals-we-lean-on).
 */
jest.mock('gatsby/cache-dir/api-runner-ssr', () => ({ apiRunner: () => [] }))
jest.mock('gatsby', () => ({ StaticQueryContext: null }))

interface SsrHead {
  getValidHeadNodesAndAttributesSSR: (node: unknown) => { validHeadNodes: ReactElement[] }
}

it('marks each head element with a `data-gatsby-head` prop, which the server then takes off', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- after the mocks: Gatsby's own module
     and the HTML parser it reads the rendered Head with */
  const { getValidHeadNodesAndAttributesSSR } =
    require('gatsby/cache-dir/head/head-export-handler-for-ssr') as SsrHead
  const { parse } = require('node-html-parser') as { parse: (html: string) => unknown }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { validHeadNodes } = getValidHeadNodesAndAttributesSSR(
    parse('<title>Entrar</title><meta name="description" content="Served">'),
  )
  expect(validHeadNodes.map((node) => node.props)).toEqual([
    expect.objectContaining({ 'data-gatsby-head': true }),
    expect.objectContaining({ 'data-gatsby-head': true }),
  ])
  const written = withoutGatsbyHeadMarks(validHeadNodes) as ReactElement[]
  expect(written.map((node) => node.props)).toEqual([
    { children: 'Entrar' },
    { name: 'description', content: 'Served' },
  ])
})
