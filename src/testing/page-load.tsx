import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import consultant from '../../locales/en/consultant.json'
import login from '../../locales/en/login.json'
import { wrapPageElement, wrapRootElement } from '../../gatsby-browser'
import type { SiteHeadProps, SitePageProps } from '../app/page-props'
import { defaultLanguage, languages } from '../i18n/languages'
import ConsultantPage, { Head as ConsultantHead } from '../pages/consultant'
import { createTestI18n } from './i18n'

// Gatsby passes more arguments; gatsby-browser's wrappers read only `element`.
type Wrapper = (args: { element: ReactElement }) => ReactElement
const wrapRoot = wrapRootElement as unknown as Wrapper
const wrapPage = wrapPageElement as unknown as Wrapper

const consultantContext: SitePageProps['pageContext'] = {
  language: 'en',
  i18n: {
    language: 'en',
    languages: [...languages],
    defaultLanguage,
    routed: true,
    originalPath: '/consultant/',
    path: '/en/consultant/',
  },
  frame: { announcement: null, suggestions: {} },
}

/**
 * Opens /en/consultant/ the way Gatsby's browser runtime loads a page: the page inside
 * gatsby-browser's wrapPageElement and wrapRootElement in one React root, then the page's Head
 * inside wrapRootElement again, in a root of its own, which Gatsby renders from the page's first
 * effect (docs/stack-notes.md#head-in-a-root-of-its-own). Whatever the page started on mount is
 * still pending when the Head's root mounts. English strings of the namespaces the page queries.
 */
export function openConsultantPage() {
  const page = render(
    wrapRoot({
      element: wrapPage({
        element: (
          <I18nextProvider i18n={createTestI18n({ consultant, login })}>
            <ConsultantPage {...({ pageContext: consultantContext } as SitePageProps)} />
          </I18nextProvider>
        ),
      }),
    }),
  )
  const headProps = {
    location: { pathname: consultantContext.i18n.path },
    params: {},
    data: { locales: { edges: [] } },
    pageContext: consultantContext,
  } as unknown as SiteHeadProps
  renderInHiddenRoot(wrapRoot({ element: <ConsultantHead {...headProps} /> }))
  return page
}

/**
 * Gatsby's hidden root is a detached `<div>`. React's development build warns about the Head's
 * `<html>` in there (its production build, which Gatsby runs, does not check nesting).
 */
function renderInHiddenRoot(element: ReactElement) {
  const consoleError = console.error
  const nestingWarnings = jest
    .spyOn(console, 'error')
    .mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes('validateDOMNesting')) consoleError(message, ...rest)
    })
  try {
    render(element, { container: document.createElement('div') })
  } finally {
    nestingWarnings.mockRestore()
  }
}
