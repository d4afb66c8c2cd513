import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useColorMode } from 'theme-ui'
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
  const [, setColorMode] = useColorMode()
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
    setColorMode(mode)
    // The no-flash class has done its job; from now on theme-ui's colour mode decides.
    document.documentElement.classList.remove('theme-ui-light')
  }, [mode, setColorMode, storageRead])

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
