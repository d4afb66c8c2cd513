import {
  colorModeStorageKey,
  defaultColorModePreference,
  parseColorModePreference,
  prefersLightQuery,
  resolveColorMode,
  type ColorModePreference,
} from './color-mode-preference'
import { readStorage, writeStorage } from '../storage'

/**
 * The visitor's colour-mode preference in the browser, outside React: choosing one changes the page
 * in the handler itself (the class on <html> that theme-ui's custom properties key on, the one the
 * no-flash script sets) and stores it there, so the key's own paint shows the new colours and no
 * React render stands between the key and that paint (docs/performance.md#interactions).
 * The selects hear of it here and set their own value.
 */

type Listener = (preference: ColorModePreference) => void

const listeners = new Set<Listener>()
/** A choice storage refused to keep (private modes, blocked storage): it holds for this page view. */
let unsaved: ColorModePreference | null = null

function storedPreference(): ColorModePreference | null {
  return parseColorModePreference(readStorage(colorModeStorageKey))
}

/** What applies now: a choice storage could not keep, else the stored one, else the default. */
export function currentColorModePreference(): ColorModePreference {
  return unsaved ?? storedPreference() ?? defaultColorModePreference
}

/** The OS setting's list while the page follows it: one list, not a new one per choice. */
let osSetting: MediaQueryList | null = null

function osPrefersLight(): boolean {
  if (osSetting) return osSetting.matches
  return typeof window.matchMedia === 'function' && window.matchMedia(prefersLightQuery).matches
}

/** Puts the page in the mode `preference` resolves to now (by the OS for "system"). */
export function showColorMode(preference: ColorModePreference = currentColorModePreference()) {
  // The OS is asked only for "system": matchMedia was a quarter of the key's handler at 4× CPU.
  const light =
    resolveColorMode(preference, preference === 'system' && osPrefersLight()) === 'light'
  // Only when it changes: a class written again still invalidates the whole page's style.
  if (document.documentElement.classList.contains('theme-ui-light') !== light) {
    document.documentElement.classList.toggle('theme-ui-light', light)
  }
}

/**
 * The visitor chose `preference` in one of the selects: the page changes colour, the choice is
 * stored, and every select shows it, all before the handler returns.
 */
export function chooseColorModePreference(preference: ColorModePreference): void {
  writeStorage(colorModeStorageKey, preference)
  unsaved = storedPreference() === preference ? null : preference
  showColorMode(preference)
  for (const listener of [...listeners]) listener(preference)
}

/** Calls `listener` with each new preference (a select's, another tab's); returns the unsubscribe. */
export function subscribeToColorModePreference(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Keeps the page in the visitor's mode from hydration on, for as long as the returned function is
 * not called: replaces a stored value that is not one of the three choices (corrupt, tampered) with
 * the default, so the next page's no-flash script reads a valid one; follows the OS while the
 * choice is "system"; and takes up a choice made in another tab.
 */
export function followColorModePreference(): () => void {
  const raw = readStorage(colorModeStorageKey)
  if (raw !== null && parseColorModePreference(raw) === null) {
    writeStorage(colorModeStorageKey, defaultColorModePreference)
  }
  showColorMode()
  const onOsChange = () => showColorMode()
  // Another tab's choice (a null key: that tab cleared storage) replaces this page view's.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colorModeStorageKey && event.key !== null) return
    unsaved = null
    const preference = currentColorModePreference()
    showColorMode(preference)
    for (const listener of [...listeners]) listener(preference)
  }
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(prefersLightQuery) : null
  osSetting = list
  list?.addEventListener('change', onOsChange)
  window.addEventListener('storage', onStorage)
  return () => {
    list?.removeEventListener('change', onOsChange)
    window.removeEventListener('storage', onStorage)
    if (osSetting === list) osSetting = null
  }
}
