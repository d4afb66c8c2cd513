import { primeEventPath, primedEventTypes } from './prime-event-path'

type Module = typeof import('./prime-event-path')

/** A fresh module: its once-per-document state starts anew. */
function freshModule(): Module {
  let fresh: Module | undefined
  jest.isolateModules(() => {
    fresh = jest.requireActual<Module>('./prime-event-path')
  })
  return fresh!
}

function pageWithMain() {
  document.body.innerHTML =
    '<div id="root"><main id="main-content" tabindex="-1"><button type="button">Accept</button><a href="#details">Details</a></main></div>'
  return {
    main: document.getElementById('main-content')!,
    button: document.querySelector('button')!,
    link: document.querySelector('a')!,
  }
}

/** Every event of `types` that reaches the window, in order. */
function heardAtWindow(types: readonly string[]) {
  const heard: Event[] = []
  const listener = (event: Event) => heard.push(event)
  for (const type of types) window.addEventListener(type, listener, true)
  return {
    heard,
    stop: () => types.forEach((type) => window.removeEventListener(type, listener, true)),
  }
}

afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
  window.location.hash = ''
})

it("sends a tap's events through the page, marked as script events, and acts on none of its controls", () => {
  const { main, button, link } = pageWithMain()
  const onButton = jest.fn()
  button.addEventListener('click', onButton)
  link.addEventListener('click', onButton)
  button.focus()
  const { heard, stop } = heardAtWindow(primedEventTypes)

  primeEventPath(main)
  stop()

  expect(heard.map((event) => event.type)).toEqual([...primedEventTypes])
  expect(heard.every((event) => !event.isTrusted && event.target === main)).toBe(true)
  expect(onButton).not.toHaveBeenCalled()
  expect(button).toHaveFocus()
  expect(window.location.hash).toBe('')
})

it('never sends what means the visitor is here (pointerdown, keydown, touchstart, wheel)', () => {
  const { main } = pageWithMain()
  const { heard, stop } = heardAtWindow(['pointerdown', 'keydown', 'touchstart', 'wheel'])
  primeEventPath(main)
  stop()
  expect(heard).toEqual([])
})

it('primes once per document, when the browser is idle', () => {
  jest.useFakeTimers() // jsdom has no requestIdleCallback: whenIdle's fallback timer
  const { primeEventPathWhenIdle } = freshModule()
  const { main } = pageWithMain()
  const { heard, stop } = heardAtWindow(['click'])

  primeEventPathWhenIdle(() => main)
  expect(heard).toHaveLength(0) // not during the render that asked for it
  jest.advanceTimersByTime(200)
  expect(heard).toHaveLength(1)

  // The next page of the same document: already done.
  primeEventPathWhenIdle(() => main)
  jest.advanceTimersByTime(1_000)
  stop()
  expect(heard).toHaveLength(1)
})

it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])(
  'does nothing once the visitor is here (%s): error reporting and replay may have started',
  (type) => {
    jest.useFakeTimers()
    const { primeEventPathWhenIdle } = freshModule()
    const { main } = pageWithMain()
    const { heard, stop } = heardAtWindow(['click'])

    primeEventPathWhenIdle(() => main)
    window.dispatchEvent(new Event(type))
    jest.advanceTimersByTime(1_000)
    stop()
    expect(heard).toHaveLength(0)
  },
)

it('waits for the next page when the page that asked leaves first', () => {
  jest.useFakeTimers()
  const { primeEventPathWhenIdle } = freshModule()
  const { main } = pageWithMain()
  const { heard, stop } = heardAtWindow(['click'])

  primeEventPathWhenIdle(() => main)() // left before the browser was idle
  jest.advanceTimersByTime(1_000)
  expect(heard).toHaveLength(0)
  primeEventPathWhenIdle(() => main)
  jest.advanceTimersByTime(200)
  stop()
  expect(heard).toHaveLength(1)
})
