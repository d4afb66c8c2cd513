import { render, screen, waitFor } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { reloadPage } from '../lib/navigation'
import { removeServedHead } from './served-head'
import type { TranslatedHeadProps } from './translated-head-elements'

jest.mock('../lib/navigation')

type HeadOnNavigation = typeof import('./head-on-navigation').headOnNavigation

const propsAt = (pathname: string) =>
  ({ ns: 'login', location: { pathname } }) as TranslatedHeadProps
const RealHead = ({ ns, location }: TranslatedHeadProps) => (
  <title>{`Head of ${ns} at ${location.pathname}`}</title>
)
/** The head's code, as translated-head-elements.tsx gives it. */
const loadHead = () => Promise.resolve({ default: RealHead, removeServedHead })

let headOnNavigation: HeadOnNavigation

beforeEach(() => {
  document.head.innerHTML = ''
  jest.mocked(reloadPage).mockClear()
  // A fresh module per test: which page the server wrote is the module's to remember.
  jest.isolateModules(() => {
    headOnNavigation = (
      jest.requireActual('./head-on-navigation') as typeof import('./head-on-navigation')
    ).headOnNavigation
  })
})

/** Renders the head as Gatsby does: in a root of its own, one page after the other. */
function renderHeads(Head: ComponentType<TranslatedHeadProps>, ...pathnames: string[]) {
  const container = document.body.appendChild(document.createElement('div'))
  const page = (pathname: string) => (
    <Suspense fallback={<p>waiting</p>}>
      <Head {...propsAt(pathname)} />
    </Suspense>
  )
  const view = render(page(pathnames[0]!), { container })
  for (const pathname of pathnames.slice(1)) view.rerender(page(pathname))
  return view
}

it("leaves the static head alone and fetches nothing while it is the page's", async () => {
  document.head.innerHTML = '<title>Entrar | QA Trading</title>'
  const load = jest.fn(loadHead)
  // The same page rendered again (a state above it changed): still the served head.
  renderHeads(headOnNavigation(load), '/login/', '/login/')
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(load).not.toHaveBeenCalled()
  expect(screen.getByText('waiting')).toBeInTheDocument()
  expect(document.title).toBe('Entrar | QA Trading')
})

it('fetches and renders the head once a navigation leaves the served page', async () => {
  document.head.innerHTML = '<title>Entrar | QA Trading</title>'
  const load = jest.fn(loadHead)
  renderHeads(headOnNavigation(load), '/login/', '/en/login/')
  await waitFor(() => expect(document.title).toBe('Head of login at /en/login/'))
  expect(load).toHaveBeenCalledTimes(1)
})

it('renders the head again on the way back to the served page, whose head went', async () => {
  document.head.innerHTML = '<title>Entrar | QA Trading</title>'
  const load = jest.fn(loadHead)
  renderHeads(headOnNavigation(load), '/login/', '/en/login/', '/login/')
  await waitFor(() => expect(document.title).toBe('Head of login at /login/'))
})

it('renders the head at once under gatsby develop, which serves pages without it', async () => {
  process.env.BUILD_STAGE = 'develop' // a constant webpack writes into the bundle
  try {
    renderHeads(headOnNavigation(jest.fn(loadHead)), '/login/')
    await waitFor(() => expect(document.title).toBe('Head of login at /login/'))
  } finally {
    delete process.env.BUILD_STAGE
  }
})

it("loads the new address in full when the head's code cannot be fetched", async () => {
  const Head = headOnNavigation<TranslatedHeadProps>(() =>
    Promise.reject(new Error('Loading chunk page-head failed')),
  )
  renderHeads(Head, '/login/', '/en/')
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
})
