import { whenIdle } from './when-idle'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('runs the work once the browser is idle, and not after it was cancelled', () => {
  const callbacks: IdleRequestCallback[] = []
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback))
  window.cancelIdleCallback = jest.fn((handle: number) => void callbacks.splice(handle - 1, 1))
  const work = jest.fn()
  whenIdle(work)
  expect(work).not.toHaveBeenCalled()
  callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 })
  expect(work).toHaveBeenCalledTimes(1)

  const cancelled = jest.fn()
  whenIdle(cancelled)()
  expect(window.cancelIdleCallback).toHaveBeenCalled()
  expect(callbacks).toHaveLength(1) // only the first, already run
  delete (window as Partial<Window>).requestIdleCallback
  delete (window as Partial<Window>).cancelIdleCallback
})

it('falls back to a timer where the browser has no idle callbacks (Safari)', () => {
  expect(window.requestIdleCallback).toBeUndefined()
  const work = jest.fn()
  whenIdle(work, { fallbackMs: 200 })
  jest.advanceTimersByTime(199)
  expect(work).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(work).toHaveBeenCalledTimes(1)

  const cancelled = jest.fn()
  whenIdle(cancelled)()
  jest.advanceTimersByTime(1000)
  expect(cancelled).not.toHaveBeenCalled()
})
