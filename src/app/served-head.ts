import { createElement, isValidElement, type ReactNode } from 'react'

/**
 * Gatsby marks every element a page's `Head` renders with `data-gatsby-head="true"`, in the static
 * HTML as in the browser, and swaps the marked elements on a navigation. In the static HTML the
 * mark costs 25–95 B of the FAQ's brotli body (docs/performance.md#the-faqs-largest-paint) and
 * tells no visitor, screen reader or search engine anything, so the server leaves it out and the
 * browser finds the served head by what `PageHead` (page-head.tsx) writes instead: the first
 * navigation removes it (head-on-navigation.tsx), and the elements Gatsby renders from then on
 * carry the mark as usual.
 */
const gatsbyHeadMark = 'data-gatsby-head'

/** Every kind of element `PageHead` writes; none of the other head elements (page-head.test.tsx). */
export const servedHeadSelector = [
  'title',
  'meta[name="description"]',
  'meta[name="color-scheme"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
]
  .map((kind) => `${kind}:not([${gatsbyHeadMark}])`)
  .join(',')

/** The head's elements without Gatsby's mark: for the server's `onPreRenderHTML`. */
export function withoutGatsbyHeadMarks(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<Record<string, unknown>>(component)) return component
    if (!(gatsbyHeadMark in component.props)) return component
    const { [gatsbyHeadMark]: _mark, ...props } = component.props
    return createElement(component.type, { ...props, key: component.key })
  })
}

/**
 * Removes the head the server wrote for the first page, before Gatsby puts the next page's in:
 * Gatsby removes only the elements it marked, so without this the first page's title,
 * description and links would stay beside the next page's.
 */
export function removeServedHead(head: HTMLHeadElement = document.head): void {
  for (const element of head.querySelectorAll(servedHeadSelector)) element.remove()
}
