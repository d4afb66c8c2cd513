import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import {
  colorModeStorageKey,
  defaultColorModePreference,
  parseColorModePreference,
  prefersLightQuery,
  resolveColorMode,
  type ColorModePreference,
} from './color-mode-preference'
import { readStorage, writeStorage } from '../storage'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { useMediaQuery } from '../../hooks/use-media-query'

interface ColorModePreferenceContextValue {
  preference: ColorModePreference
  setPreference: (preference: ColorModePreference) => void
}

const ColorModePreferenceContext = createContext<ColorModePreferenceContextValue | null>(null)

/**
 * Applies the stored preference to theme-ui before first paint after hydration, follows the OS while
 * the preference is "system", and replaces a corrupt stored value with the default.
 */
export function ColorModePreferenceProvider({ children }: { children: ReactNode }) {
  // Static HTML and the first client render agree on the default; the stored value comes next.
  const [preference, setPreferenceState] = useState<ColorModePreference>(defaultColorModePreference)
  const osPrefersLight = useMediaQuery(prefersLightQuery)
  const [storageRead, setStorageRead] = useState(false)

  useBrowserLayoutEffect(() => {
    const raw = readStorage(colorModeStorageKey)
    const stored = parseColorModePreference(raw)
    if (raw !== null && stored === null)
      writeStorage(colorModeStorageKey, defaultColorModePreference)
    if (stored) setPreferenceState(stored)
    setStorageRead(true)
  }, [])

  const mode = resolveColorMode(preference, osPrefersLight)
  useBrowserLayoutEffect(() => {
    if (!storageRead) return
    // The class the no-flash script sets, kept up to date: theme-ui's styles for <html> switch the
    // colour custom properties on it. theme-ui's own colour mode stays "dark", the initial one:
    // changing it would hand every styled element a new theme and re-render the whole page, for
    // the same `var(--theme-ui-colors-…)` styles.
    document.documentElement.classList.toggle('theme-ui-light', mode === 'light')
  }, [mode, storageRead])

  const setPreference = useCallback((next: ColorModePreference) => {
    setPreferenceState(next)
    writeStorage(colorModeStorageKey, next)
  }, [])

  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference])
  return (
    <ColorModePreferenceContext.Provider value={value}>
      {children}
    </ColorModePreferenceContext.Provider>
  )
}

export function useColorModePreference(): ColorModePreferenceContextValue {
  const value = useContext(ColorModePreferenceContext)
  if (!value) throw new Error('useColorModePreference needs ColorModePreferenceProvider')
  return value
}
