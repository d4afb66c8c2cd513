import { defaultViewportWidth, setMedia } from './match-media'

// The fake every jsdom test gets from jest/setup-tests.ts, reset before each test.

it('starts 1024 px wide with no media feature matching', () => {
  expect(defaultViewportWidth).toBe(1024)
  expect(window.matchMedia('(min-width: 64em)').matches).toBe(true)
  expect(window.matchMedia('(min-width: 1025px)').matches).toBe(false)
  expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false)
})

it('answers width queries in px, em and rem, joined with and or listed with commas', () => {
  setMedia({ width: 900 })
  expect(window.matchMedia('(min-width: 52em)').matches).toBe(true)
  expect(window.matchMedia('(min-width:64rem)').matches).toBe(false)
  expect(window.matchMedia('(max-width: 900px)').matches).toBe(true)
  expect(window.matchMedia('screen and (min-width: 40em) and (max-width: 60em)').matches).toBe(true)
  expect(window.matchMedia('print, (min-width: 1000px)').matches).toBe(false)
  expect(window.matchMedia('print, (min-width: 800px)').matches).toBe(true)
})

it('matches the features a test lists, until it lists others', () => {
  setMedia({ matching: ['(prefers-reduced-motion: reduce)', 'prefers-color-scheme:light'] })
  expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
  expect(window.matchMedia('(prefers-color-scheme: light)').matches).toBe(true)
  expect(window.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false)
  setMedia({ matching: [] })
  expect(window.matchMedia('(prefers-color-scheme: light)').matches).toBe(false)
})

it('fires change, with the new answer, only on the lists whose answer flips', () => {
  const wide = window.matchMedia('(min-width: 64em)')
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const onWide = jest.fn()
  const onMotion = jest.fn()
  const onLegacy = jest.fn()
  wide.addEventListener('change', onWide)
  wide.addListener(onLegacy)
  motion.onchange = onMotion
  expect(wide.matches).toBe(true) // back to 1024 px after the test above
  setMedia({ width: 1100 })
  expect(onWide).not.toHaveBeenCalled()
  setMedia({ width: 1000 })
  expect(wide.matches).toBe(false)
  expect(onWide).toHaveBeenCalledTimes(1)
  expect(onWide).toHaveBeenCalledWith(
    expect.objectContaining({ matches: false, media: '(min-width: 64em)' }),
  )
  expect(onLegacy).toHaveBeenCalledTimes(1)
  expect(onMotion).not.toHaveBeenCalled()
  setMedia({ matching: ['(prefers-reduced-motion: reduce)'] })
  expect(onMotion).toHaveBeenCalledWith(expect.objectContaining({ matches: true }))
  wide.removeEventListener('change', onWide)
  setMedia({ width: 1280 })
  expect(onWide).toHaveBeenCalledTimes(1)
  expect(onLegacy).toHaveBeenCalledTimes(2)
})
