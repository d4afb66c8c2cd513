/** @jest-environment node */
import { median, medianMetrics, mergedShortfalls } from './results'
import { fakeRun } from './test-support'

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([5, 1, 4, 2, 3])).toBe(3)
  })

  it('averages the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25)
  })

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow('median of nothing')
  })
})

describe('medianMetrics', () => {
  it('takes each metric’s median on its own, so one slow run moves no figure', () => {
    const runs = [
      fakeRun({ tbtMs: 40, lcpMs: 900, jsParsedBytes: 100 }),
      fakeRun({ tbtMs: 400, lcpMs: 2400, jsParsedBytes: 100 }), // the slow spell
      fakeRun({ tbtMs: 50, lcpMs: 800, jsParsedBytes: 102 }),
    ]
    const median = medianMetrics(runs)
    expect(median.tbtMs).toBe(50)
    expect(median.lcpMs).toBe(900)
    expect(median.jsParsedBytes).toBe(100)
    expect(median.scores.performance).toBe(100)
  })
})

describe('mergedShortfalls', () => {
  it('keeps every audit that cost a point in any run, with its worst score', () => {
    const runs = [
      fakeRun({ shortfalls: { 'total-blocking-time': 0.9 } }),
      fakeRun({ shortfalls: { 'total-blocking-time': 0.7, 'largest-contentful-paint': 0.95 } }),
      fakeRun({ shortfalls: {} }),
    ]
    expect(mergedShortfalls(runs)).toEqual({
      'total-blocking-time': 0.7,
      'largest-contentful-paint': 0.95,
    })
  })
})
