import { act, fireEvent, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { createContext, useContext, useState, type ComponentType } from 'react'
import { TextEncoder as NodeTextEncoder } from 'util'
import { deferred } from '../testing/deferred'
import { servedPart, servedThenFetched } from './served-html'

const Theme = createContext('dark')

function Contacts() {
  const theme = useContext(Theme)
  return (
    <p data-theme={theme}>
      Call <a href="tel:+551135004210">+55 11 3500-4210</a>
    </p>
  )
}

/** A page with the part inside, below a context and a counter that change after hydration. */
function pageWith(Part: ComponentType) {
  return function Page() {
    const [count, setCount] = useState(0)
    return (
      <Theme.Provider value={count > 0 ? 'light' : 'dark'}>
        <footer>
          <button type="button" onClick={() => setCount(count + 1)}>
            Pressed {count}
          </button>
          <Part />
        </footer>
      </Theme.Provider>
    )
  }
}

/** The static HTML as the build writes it, hydrated as the browser does on the served page. */
function hydrateServedPage(load: () => Promise<ComponentType>) {
  // react-dom/server's browser build needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? NodeTextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const Served = pageWith(servedPart('contacts', Contacts))
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Served />)
  document.body.append(container)
  const servedLink = container.querySelector('a')
  const Page = pageWith(servedThenFetched('contacts', load))
  const errors = jest.spyOn(console, 'error')
  render(<Page />, { container, hydrate: true })
  expect(errors).not.toHaveBeenCalled() // no hydration mismatch
  errors.mockRestore()
  return { servedLink }
}

/** The frame and the task after it: afterNextPaint's wait, as in the browser. */
async function afterPaint() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 120))
  })
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  document.body.innerHTML = ''
})

it('keeps the served HTML, whatever renders above it, and fetches the code only once the page is in use', async () => {
  const load = jest.fn(() => new Promise<ComponentType>(() => undefined))
  const { servedLink } = hydrateServedPage(load)
  await afterPaint()
  expect(load).not.toHaveBeenCalled()
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(servedLink)

  // The page renders again and the context above changes value: the served nodes stay as served.
  fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }))
  expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(servedLink)
  expect(servedLink?.parentElement).toHaveAttribute('data-theme', 'dark')

  fireEvent.pointerDown(document.body)
  expect(load).not.toHaveBeenCalled() // not while the interaction is being handled
  await afterPaint()
  expect(load).toHaveBeenCalledTimes(1)
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(servedLink)
})

it.each(['keydown', 'touchstart', 'wheel'])('a %s is an interaction too', async (type) => {
  const load = jest.fn(() => new Promise<ComponentType>(() => undefined))
  hydrateServedPage(load)
  fireEvent(window, new Event(type))
  await afterPaint()
  expect(load).toHaveBeenCalledTimes(1)
})

it('keeps the served HTML when the code cannot be fetched', async () => {
  const code = deferred<ComponentType>()
  const { servedLink } = hydrateServedPage(() => code.promise)
  fireEvent.keyDown(document.body, { key: 'Tab' })
  await afterPaint()
  await act(async () => code.reject(new Error('offline')))
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(servedLink)
})

it('on a page drawn in the browser (a client-side navigation), renders the fetched code', async () => {
  document.documentElement.dataset.hydrated = 'true'
  const code = deferred<ComponentType>()
  const load = jest.fn(() => code.promise)
  const Page = pageWith(servedThenFetched('contacts', load))
  render(<Page />)
  expect(load).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  await act(async () => code.resolve(Contacts))
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toHaveAttribute(
    'href',
    'tel:+551135004210',
  )
  // The fetched part is React's like any other: it follows the context.
  fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }))
  expect(screen.getByText(/Call/)).toHaveAttribute('data-theme', 'light')
})

it('on a page drawn in the browser, goes without the part when its code cannot be fetched', async () => {
  document.documentElement.dataset.hydrated = 'true'
  const code = deferred<ComponentType>()
  const Page = pageWith(servedThenFetched('contacts', () => code.promise))
  render(<Page />)
  await act(async () => code.reject(new Error('offline')))
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument()
})

it('on a page drawn in the browser, says when a part the page needs cannot be fetched', async () => {
  document.documentElement.dataset.hydrated = 'true'
  const code = deferred<ComponentType>()
  const whenUnavailable = jest.fn()
  const Page = pageWith(servedThenFetched('contacts', () => code.promise, whenUnavailable))
  render(<Page />)
  expect(whenUnavailable).not.toHaveBeenCalled()
  await act(async () => code.reject(new Error('offline')))
  expect(whenUnavailable).toHaveBeenCalledTimes(1)
})

it('never says so for the prefetch of a served page: the served HTML is there', async () => {
  const whenUnavailable = jest.fn()
  const load = jest.fn(() => Promise.reject(new Error('offline')))
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? NodeTextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const container = document.body.appendChild(document.createElement('div'))
  const Served = pageWith(servedPart('contacts', Contacts))
  container.innerHTML = renderToString(<Served />)
  const Page = pageWith(servedThenFetched('contacts', load, whenUnavailable))
  render(<Page />, { container, hydrate: true })
  fireEvent.pointerDown(document.body)
  await afterPaint()
  expect(load).toHaveBeenCalled()
  expect(whenUnavailable).not.toHaveBeenCalled()
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBeInTheDocument()
})

it('relies on Gatsby, as installed, drawing each page as a new instance: its renderer keys it by path', () => {
  // Not Gatsby's API (docs/performance.md#framework-internals-we-lean-on): a page drawn after a
  // navigation must not keep the served HTML the first page read.
  const renderer = readFileSync(require.resolve('gatsby/cache-dir/page-renderer.js'), 'utf8')
  expect(renderer).toMatch(
    /pageElement = createElement\(preferDefault\(props\.pageResources\.component\), \{\s*\.\.\.pageComponentProps,\s*key: props\.path \|\| props\.pageResources\.page\.path,\s*\}\)/,
  )
})
