import { afterNextPaintFallbackMs } from './after-next-paint'
import { afterFirstInteraction } from './first-interaction'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('runs the work once, after the paint of the first interaction', () => {
  const work = jest.fn()
  afterFirstInteraction(work)
  jest.advanceTimersByTime(10_000)
  expect(work).not.toHaveBeenCalled() // a page left alone never gets it
  window.dispatchEvent(new Event('pointerdown'))
  window.dispatchEvent(new Event('keydown'))
  expect(work).not.toHaveBeenCalled()
  jest.advanceTimersByTime(afterNextPaintFallbackMs)
  window.dispatchEvent(new Event('wheel'))
  jest.advanceTimersByTime(afterNextPaintFallbackMs)
  expect(work).toHaveBeenCalledTimes(1)
})

it('does nothing once cancelled', () => {
  const work = jest.fn()
  afterFirstInteraction(work)()
  window.dispatchEvent(new Event('touchstart'))
  jest.advanceTimersByTime(afterNextPaintFallbackMs)
  expect(work).not.toHaveBeenCalled()
})
