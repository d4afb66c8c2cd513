import { useSyncExternalStore } from 'react'
import { defaultColorModePreference, type ColorModePreference } from './color-mode-preference'
import {
  chooseColorModePreference,
  currentColorModePreference,
  subscribeToColorModePreference,
} from './color-mode-store'

/**
 * The preference as React state, for a view that shows it in its own words (the kit catalogue's
 * switch). Its readers re-render on every change: the site's selects do not use it, they set their
 * own value (src/components/color-mode-select/).
 */
export function useColorModePreference(): {
  preference: ColorModePreference
  setPreference: (preference: ColorModePreference) => void
} {
  const preference = useSyncExternalStore(
    subscribeToColorModePreference,
    currentColorModePreference,
    () => defaultColorModePreference, // the static HTML: the dark default
  )
  return { preference, setPreference: chooseColorModePreference }
}
