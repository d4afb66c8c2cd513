import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { TextEncoder as NodeTextEncoder } from 'util'
import { deferred } from '../testing/deferred'
import { hydrateOnUse, renderedWithBoundary } from './hydrate-on-use'

function Contacts() {
  return (
    <p>
      Call <a href="tel:+551135004210">+55 11 3500-4210</a>
    </p>
  )
}

/** A page with the part inside, and a counter above it that changes state after hydration. */
function pageWith(Part: ComponentType) {
  return function Page() {
    const [count, setCount] = useState(0)
    return (
      <footer>
        <button type="button" onClick={() => setCount(count + 1)}>
          Pressed {count}
        </button>
        <Part />
      </footer>
    )
  }
}

/** The static HTML as the build writes it, hydrated as the browser does on the first page. */
function hydrateFirstPage(load: () => Promise<ComponentType>) {
  // react-dom/server's browser build needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? NodeTextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    (() => {
      const Page = pageWith(renderedWithBoundary(Contacts))
      return <Page />
    })(),
  )
  document.body.append(container)
  const serverLink = container.querySelector('a')
  const Page = pageWith(hydrateOnUse(load))
  render(<Page />, { container, hydrate: true })
  return { serverLink }
}

/** Two frames and the task after them: afterNextPaint's wait, as in the browser. */
async function afterPaint() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 120))
  })
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  document.body.innerHTML = ''
})

it('keeps the server’s HTML while hydrating and fetches the code only after a first interaction', async () => {
  const code = deferred<ComponentType>()
  const load = jest.fn(() => code.promise)
  const { serverLink } = hydrateFirstPage(load)
  await afterPaint()
  expect(load).not.toHaveBeenCalled()
  // The link is there, working as a plain link, and the rest of the page is interactive.
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(serverLink)
  fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }))
  expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(serverLink)

  fireEvent.pointerDown(document.body)
  expect(load).not.toHaveBeenCalled() // not while the interaction is being handled
  await afterPaint()
  expect(load).toHaveBeenCalledTimes(1)
  await act(async () => code.resolve(Contacts))
  // React adopted the server's nodes: nothing was drawn again.
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(serverLink)
})

it.each(['keydown', 'touchstart', 'wheel'])('a %s is an interaction too', async (type) => {
  const load = jest.fn(() => new Promise<ComponentType>(() => undefined))
  hydrateFirstPage(load)
  fireEvent(window, new Event(type))
  await afterPaint()
  expect(load).toHaveBeenCalledTimes(1)
})

it('keeps the server’s HTML when the code cannot be fetched', async () => {
  const code = deferred<ComponentType>()
  const { serverLink } = hydrateFirstPage(() => code.promise)
  fireEvent.keyDown(document.body, { key: 'Tab' })
  await afterPaint()
  await act(async () => code.reject(new Error('offline')))
  expect(screen.getByRole('link', { name: '+55 11 3500-4210' })).toBe(serverLink)
})

it('after the first page (a client-side navigation), fetches the code at once and shows it', async () => {
  document.documentElement.dataset.hydrated = 'true'
  const load = jest.fn(() => Promise.resolve(Contacts))
  const Page = pageWith(hydrateOnUse(load))
  render(<Page />)
  expect(await screen.findByRole('link', { name: '+55 11 3500-4210' })).toHaveAttribute(
    'href',
    'tel:+551135004210',
  )
  expect(load).toHaveBeenCalledTimes(1)
})
