import { colorModeStorageKey, prefersLightQuery } from './color-mode-preference'
import {
  chooseColorModePreference,
  currentColorModePreference,
  followColorModePreference,
  subscribeToColorModePreference,
} from './color-mode-store'
import { setMedia } from '../../testing/match-media'

const isLight = () => document.documentElement.classList.contains('theme-ui-light')
let stopFollowing = () => {}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
})

afterEach(() => stopFollowing())

it('follows the OS while the choice is "system", and only then', () => {
  stopFollowing = followColorModePreference()
  chooseColorModePreference('system')
  expect(isLight()).toBe(false)
  setMedia({ matching: [prefersLightQuery] })
  expect(isLight()).toBe(true)
  chooseColorModePreference('dark')
  setMedia({ matching: [] })
  setMedia({ matching: [prefersLightQuery] })
  expect(isLight()).toBe(false)
})

it("takes up another tab's choice, and the default when that tab clears storage", () => {
  stopFollowing = followColorModePreference()
  const heard = jest.fn()
  const unsubscribe = subscribeToColorModePreference(heard)
  localStorage.setItem(colorModeStorageKey, 'light')
  window.dispatchEvent(new StorageEvent('storage', { key: colorModeStorageKey }))
  expect(isLight()).toBe(true)
  expect(heard).toHaveBeenLastCalledWith('light')
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
  expect(heard).toHaveBeenCalledTimes(1)
  localStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
  expect(isLight()).toBe(false)
  expect(heard).toHaveBeenLastCalledWith('dark')
  unsubscribe()
})

it('stops following once the page wrapper is gone', () => {
  followColorModePreference()()
  chooseColorModePreference('system')
  setMedia({ matching: [prefersLightQuery] })
  expect(isLight()).toBe(false)
  expect(currentColorModePreference()).toBe('system')
})
