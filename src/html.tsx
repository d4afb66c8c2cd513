import type { ReactNode } from 'react'

interface HtmlProps {
  htmlAttributes: Record<string, unknown>
  headComponents: ReactNode
  bodyAttributes: Record<string, unknown>
  preBodyComponents: ReactNode
  body: string
  postBodyComponents: ReactNode
}

/**
 * Every page's document, as Gatsby's default one (`gatsby/cache-dir/default-html.js`, which Gatsby
 * uses when this file is absent) without what only retired browsers read: `x-ua-compatible`
 * (Internet Explorer) and the viewport's `shrink-to-fit=no` (Safari 9). Each page's first response
 * is the bytes of the FAQ's first round trip (docs/performance.md#the-faqs-largest-paint).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- `lang` comes in htmlAttributes, from each page's head (src/app/page-head.tsx)
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
