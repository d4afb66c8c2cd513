import { act, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { SiteHeadProps } from './page-props'

/**
 * A page's Head inside Gatsby's own code as installed: its page renderer and head handler
 * (gatsby/cache-dir/page-renderer.js, head/head-export-handler-for-browser.js), with
 * gatsby-browser's wrappers as the site's one plugin. What the site relies on there
 * (docs/stack-notes.md#head-in-a-root-of-its-own): after hydration the Head is rendered again, in a
 * React root of its own wrapped by wrapRootElement only, and its commit keeps the served elements
 * (marked `data-gatsby-head`) that it renders the same; a navigation removes the marked ones first.
 */

// Gatsby's plugin runner with gatsby-browser's wrappers as the site's one plugin.
const mockApiRunner = jest.fn()
jest.mock('gatsby/cache-dir/api-runner-browser', () => ({
  apiRunner: (...args: unknown[]) => mockApiRunner(...args),
}))
jest.mock('gatsby', () => ({ StaticQueryContext: jest.requireActual('react').createContext({}) }))
// The load sequence, counted: it belongs to the page, not to each root Gatsby renders.
const mockLoadSequences = jest.fn()
jest.mock('../features/auth', () => ({
  AuthBootstrap: function CountedBootstrap() {
    jest.requireActual<typeof import('react')>('react').useEffect(() => mockLoadSequences(), [])
    return null
  },
}))
// Gatsby's path prefix, a constant its webpack config defines (none for this site).
Object.assign(globalThis, { __BASE_PATH__: '' })

type Wrapper = (args: { element: ReactElement }) => ReactElement

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const browser = require('../../gatsby-browser') as Record<string, Wrapper>
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own renderer
const PageRenderer = (require('gatsby/cache-dir/page-renderer') as { default: Wrapper }).default

mockApiRunner.mockImplementation(
  (api: string, args: { element: ReactElement }, defaultReturn: unknown) => {
    const wrap = browser[api]
    return wrap
      ? [wrap({ element: args.element })]
      : defaultReturn === undefined
        ? []
        : [defaultReturn]
  },
)

const Head = ({ location }: SiteHeadProps) => (
  <>
    <title>{`Head at ${location.pathname}`}</title>
    <meta name="description" content={`About ${location.pathname}`} />
  </>
)

function Page() {
  return <main>page</main>
}

/** The props Gatsby's router hands its page renderer for `pathname`. */
const pageAt = (pathname: string) => (
  <PageRenderer
    {...({
      location: { pathname },
      path: pathname,
      pageContext: {},
      pageResources: {
        component: { default: Page },
        head: { Head },
        json: { pageContext: {}, data: {} },
        page: { path: pathname },
        staticQueryResults: {},
      },
    } as unknown as { element: ReactElement })}
  />
)

/** Lets React's roots and Gatsby's effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

/** The head as the server writes /login/'s: Gatsby's mark on what the page's Head rendered. */
const served =
  '<link rel="icon" href="/favicon.svg">' +
  '<title data-gatsby-head="true">Head at /login/</title>' +
  '<meta name="description" content="About /login/" data-gatsby-head="true">'

/** The head's elements but emotion's styles (the page wrapper's global styles add some). */
const headElements = () =>
  Array.from(document.head.querySelectorAll(':not(style)'), (element) => element.outerHTML).join('')

describe("Gatsby's head handler, as installed", () => {
  beforeEach(() => {
    document.head.innerHTML = served
    mockLoadSequences.mockClear()
  })

  // First: Gatsby's head root lives as long as the document (as Gatsby's module here), so only
  // the first page rendered in this file mounts what wraps the Head.
  it('wraps the Head in the root wrapper only: one load sequence per page, whatever the roots', async () => {
    const view = render(pageAt('/login/'))
    await settle()
    expect(document.title).toBe('Head at /login/')
    expect(mockLoadSequences).toHaveBeenCalledTimes(1)
    view.rerender(pageAt('/en/login/'))
    await waitFor(() => expect(document.title).toBe('Head at /en/login/'))
    expect(mockLoadSequences).toHaveBeenCalledTimes(1)
    view.unmount()
  })

  it('keeps the served head, the very elements, once the page has hydrated', async () => {
    const servedTitle = document.head.querySelector('title')
    const view = render(pageAt('/login/'))
    await settle()
    expect(headElements()).toBe(served)
    expect(document.head.querySelector('title')).toBe(servedTitle)
    view.unmount()
  })

  it('puts the next page’s head in place of the served one on a navigation, nothing twice', async () => {
    const view = render(pageAt('/login/'))
    await settle()
    view.rerender(pageAt('/en/login/'))
    await waitFor(() => expect(document.title).toBe('Head at /en/login/'))
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2)
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull()
    view.rerender(pageAt('/en/'))
    await waitFor(() => expect(document.title).toBe('Head at /en/'))
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2)
    view.unmount()
  })
})
