import {
  colorModeStorageKey,
  defaultColorModePreference,
  noFlashScript,
  parseColorModePreference,
  prefersLightQuery,
  resolveColorMode,
} from './color-mode-preference'
import { setMedia } from '../../testing/match-media'
import { theme } from '../theme'

describe('colour-mode default', () => {
  it('is dark and does not follow the OS', () => {
    expect(defaultColorModePreference).toBe('dark')
    expect(resolveColorMode(defaultColorModePreference, true)).toBe('dark')
    expect(theme.config?.initialColorModeName).toBe('dark')
    expect(theme.config?.useColorSchemeMediaQuery).toBe(false)
  })
})

describe('parseColorModePreference', () => {
  it('accepts the three choices', () => {
    expect(parseColorModePreference('light')).toBe('light')
    expect(parseColorModePreference('system')).toBe('system')
  })

  it('rejects anything else, so a corrupt value is ignored', () => {
    expect(parseColorModePreference('"dark"')).toBeNull()
    expect(parseColorModePreference('purple')).toBeNull()
    expect(parseColorModePreference(null)).toBeNull()
  })
})

describe('resolveColorMode', () => {
  it('follows the OS only for "system"', () => {
    expect(resolveColorMode('system', true)).toBe('light')
    expect(resolveColorMode('system', false)).toBe('dark')
    expect(resolveColorMode('light', false)).toBe('light')
  })
})

describe('noFlashScript', () => {
  function runWith(stored: string | null, osLight: boolean) {
    document.documentElement.className = ''
    localStorage.clear()
    if (stored !== null) localStorage.setItem(colorModeStorageKey, stored)
    setMedia({ matching: osLight ? [prefersLightQuery] : [] })
    new Function(noFlashScript)()
    return document.documentElement.classList.contains('theme-ui-light')
  }

  it('marks the page light before paint for a stored light choice or system on a light OS', () => {
    expect(runWith('light', false)).toBe(true)
    expect(runWith('system', true)).toBe(true)
  })

  it('leaves the dark default for dark, system on a dark OS, nothing stored or a corrupt value', () => {
    expect(runWith('dark', true)).toBe(false)
    expect(runWith('system', false)).toBe(false)
    expect(runWith(null, true)).toBe(false)
    expect(runWith('{broken', true)).toBe(false)
  })
})
