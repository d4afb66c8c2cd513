import { reportError, setErrorHandler } from '../../features/crash'
import { deferSentry, maxEarlyErrors, quietDelayMs, type EarlyError } from './defer-sentry'

const dsn = 'https://key@o1.ingest.sentry.io/42'

/** deferSentry with a stub SDK chunk that records whether, and with what, it was started. */
function deferWithStub() {
  const started: EarlyError[][] = []
  const load = jest.fn(async () => (startedDsn: string, earlyErrors: EarlyError[]) => {
    expect(startedDsn).toBe(dsn)
    started.push(earlyErrors)
  })
  deferSentry({ dsn, load })
  return { load, started }
}

/** Lets the stubbed dynamic import resolve. */
const flush = () => new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve))

beforeEach(() => {
  jest.useFakeTimers()
})

afterEach(() => {
  // Each test's listeners are removed by its own start; the quiet timer fires them all.
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
  setErrorHandler(null)
})

it('fetches nothing while the page is only being loaded and read', () => {
  const { load } = deferWithStub()
  jest.advanceTimersByTime(quietDelayMs - 1)
  expect(load).not.toHaveBeenCalled()
})

it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])(
  'starts the SDK after the paint that follows the first %s, once',
  async (type) => {
    const { load, started } = deferWithStub()
    window.dispatchEvent(new Event(type))
    window.dispatchEvent(new Event(type))
    expect(load).not.toHaveBeenCalled() // nothing fetched while the interaction is handled
    jest.advanceTimersToNextFrame()
    jest.advanceTimersByTime(1)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(started).toEqual([[]])
  },
)

it('starts the SDK a quiet while after the page loaded when the visitor does nothing', async () => {
  const { load, started } = deferWithStub()
  // jsdom has finished loading its empty document, as a browser has once `load` fired.
  jest.advanceTimersByTime(quietDelayMs)
  await flush()
  expect(load).toHaveBeenCalledTimes(1)
  expect(started).toHaveLength(1)
})

it('keeps an uncaught error from before the SDK and hands it over when it starts', async () => {
  const { started } = deferWithStub()
  const error = new Error('thrown during the first load')
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
  await flush()
  expect(started).toEqual([[{ error }]])
})

it('keeps a rejected promise and a render error caught by a boundary', async () => {
  const { started } = deferWithStub()
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
  Object.defineProperty(rejection, 'reason', { value: 'rejected' })
  window.dispatchEvent(rejection)
  const renderError = new Error('render failed')
  reportError(renderError, '\n    at Broken')
  await flush()
  expect(started).toEqual([
    [{ error: 'rejected' }, { error: renderError, componentStack: '\n    at Broken' }],
  ])
})

it('keeps at most a bounded number of early errors', async () => {
  const { started } = deferWithStub()
  // Errors arriving before the chunk has loaded are kept with the first.
  for (let i = 0; i < maxEarlyErrors + 5; i += 1) {
    window.dispatchEvent(new ErrorEvent('error', { message: `error ${i}` }))
  }
  await flush()
  const [kept] = started
  expect(kept).toHaveLength(maxEarlyErrors)
  expect(kept?.[0]).toEqual({ error: 'error 0' })
})

it('leaves the site working, reporting nothing, when the SDK chunk cannot be fetched', async () => {
  const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')))
  deferSentry({ dsn, load })
  window.dispatchEvent(new Event('keydown'))
  await flush()
  expect(() => reportError(new Error('later'), '')).not.toThrow()
  expect(load).toHaveBeenCalledTimes(1)
})
