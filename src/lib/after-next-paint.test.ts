import { afterNextPaint, afterNextPaintFallbackMs } from './after-next-paint'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('runs the work after the next frame, not during the interaction', () => {
  const work = jest.fn()
  afterNextPaint(work)
  expect(work).not.toHaveBeenCalled()
  jest.advanceTimersToNextFrame()
  expect(work).not.toHaveBeenCalled() // the frame itself paints first
  jest.advanceTimersByTime(1) // the task queued behind it
  expect(work).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(afterNextPaintFallbackMs)
  expect(work).toHaveBeenCalledTimes(1)
})

it('still runs the work when no frame comes (a hidden tab)', () => {
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
  const work = jest.fn()
  afterNextPaint(work)
  jest.advanceTimersByTime(afterNextPaintFallbackMs)
  expect(work).toHaveBeenCalledTimes(1)
  frame.mockRestore()
})
