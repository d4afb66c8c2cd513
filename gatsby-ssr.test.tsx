/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { isValidElement, type ReactNode } from 'react'
import { onPreRenderHTML } from './gatsby-ssr'

/**
 * Two things gatsby-ssr.tsx takes from Gatsby's page template as installed
 * (gatsby/cache-dir/static-entry.js), neither of them Gatsby's API
 * (docs/performance.md#framework-internals-we-lean-on): the route announcer, by its id, as the
 * element after the page's content (the render-blocking `rel=expect` names it), and the
 * `<meta name="generator">` Gatsby puts in every head, which `onPreRenderHTML` drops.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own module, untyped
const { RouteAnnouncerProps } = require('gatsby/cache-dir/route-announcer-props') as {
  RouteAnnouncerProps: { id: string }
}
const staticEntry = readFileSync(require.resolve('gatsby/cache-dir/static-entry.js'), 'utf8')

it('finds the route announcer by its id, after the router that renders the page', () => {
  expect(RouteAnnouncerProps.id).toBe('gatsby-announcer')
  expect(staticEntry).toMatch(
    /<Router id="gatsby-focus-wrapper" baseuri=\{__BASE_PATH__\}>\s*<RouteHandler path="\/\*" \/>\s*<\/Router>\s*<div \{\.\.\.RouteAnnouncerProps\} \/>\s*<\/ServerLocation>/,
  )
})

it('drops the generator tag Gatsby writes first in every head', () => {
  expect(staticEntry).toMatch(
    /let headComponents = \[\s*<meta\s+name="generator"\s+content=\{`Gatsby \$\{gatsbyVersion\}`\}/,
  )
  const generator = <meta name="generator" content="Gatsby 5.16.1" key="generator-5.16.1" />
  const icon = <link rel="icon" href="/favicon.svg" key="icon" />
  let written: ReactNode[] = []
  const preRender = onPreRenderHTML as unknown as (api: {
    getHeadComponents: () => ReactNode[]
    replaceHeadComponents: (components: ReactNode[]) => void
  }) => void
  preRender({
    getHeadComponents: () => [generator, icon],
    replaceHeadComponents: (components) => (written = components),
  })
  expect(written.map((component) => isValidElement(component) && component.key)).toEqual(['icon'])
})
