import { act, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { removeServedHead } from './served-head'
import type { TranslatedHeadProps } from './translated-head-elements'

/**
 * The served head's handling (head-on-navigation.tsx, served-head.ts) inside Gatsby's own code as
 * installed: its page renderer and head handler (gatsby/cache-dir/page-renderer.js,
 * head/head-export-handler-for-browser.js), with gatsby-browser's root wrapper. What the site
 * leans on there (docs/performance.md#framework-internals-we-lean-on): the Head is rendered from
 * an effect of the page, into a React root of its own (no Suspense boundary, a render that may
 * wait), inside the root wrapper; that root's commit replaces the elements marked
 * `data-gatsby-head`, and a navigation removes the marked ones first. A root that never commits
 * (`KeepServerHead`) then leaves the served head alone.
 */

// Gatsby's plugin runner with gatsby-browser's wrappers as the site's one plugin.
const mockApiRunner = jest.fn()
jest.mock('gatsby/cache-dir/api-runner-browser', () => ({
  apiRunner: (...args: unknown[]) => mockApiRunner(...args),
}))
jest.mock('gatsby', () => ({ StaticQueryContext: jest.requireActual('react').createContext({}) }))
jest.mock('../lib/navigation')
// Gatsby's path prefix, a constant its webpack config defines (none for this site).
Object.assign(globalThis, { __BASE_PATH__: '' })

type Wrapper = (args: { element: ReactElement }) => ReactElement

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const browser = require('../../gatsby-browser') as Record<string, Wrapper>
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own renderer
const PageRenderer = (require('gatsby/cache-dir/page-renderer') as { default: Wrapper }).default
const { headOnNavigation } =
  jest.requireActual<typeof import('./head-on-navigation')>('./head-on-navigation')

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

const RealHead = ({ location }: TranslatedHeadProps) => (
  <>
    <title>{`Head at ${location.pathname}`}</title>
    <meta name="description" content={`About ${location.pathname}`} />
  </>
)
const load = jest.fn(() => Promise.resolve({ default: RealHead, removeServedHead }))
const Head = headOnNavigation<TranslatedHeadProps>(load)

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

/** Lets React's roots, the Head's lazy chunk and Gatsby's effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

const served =
  '<link rel="icon" href="/favicon.svg"><title>Entrar | QA Trading</title>' +
  '<meta name="description" content="Served">'

/** The head's elements but emotion's styles (the page wrapper's global styles add some). */
const headElements = () =>
  Array.from(document.head.querySelectorAll(':not(style)'), (element) => element.outerHTML).join('')

describe("Gatsby's head handler, as installed", () => {
  beforeEach(() => {
    document.head.innerHTML = served
  })

  it('never touches the served head while the page is the one the server wrote', async () => {
    // A root that suspends without a boundary in a synchronous render fails instead (React 18).
    const errors = jest.spyOn(console, 'error')
    const view = render(pageAt('/login/'))
    await settle()
    // The same page rendered again (a state above it changed): the effect runs again.
    view.rerender(pageAt('/login/'))
    await settle()
    expect(headElements()).toBe(served)
    expect(load).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    view.unmount()
  })

  it('puts the next page’s head, marked, in place of the served one on a navigation', async () => {
    const view = render(pageAt('/login/'))
    await settle()
    view.rerender(pageAt('/en/login/'))
    await waitFor(() => expect(document.title).toBe('Head at /en/login/'))
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2)
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'data-gatsby-head',
      'true',
    )
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull()
    // The next navigation: Gatsby removes what it marked before it renders the new head.
    view.rerender(pageAt('/en/'))
    await waitFor(() => expect(document.title).toBe('Head at /en/'))
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2)
    view.unmount()
  })
})
