/**
 * The visitor's colour-mode choice, kept in local storage under theme-ui's own key; theme-ui's
 * storage is switched off in the theme and this module is the only writer
 * (docs/stack-notes.md#colour-mode-storage).
 */
export const colorModeStorageKey = 'theme-ui-color-mode'

export const colorModePreferences = ['light', 'dark', 'system'] as const
export type ColorModePreference = (typeof colorModePreferences)[number]
export type ColorMode = 'light' | 'dark'

/** Dark, not the OS setting, unless the visitor chose otherwise (docs/product.md#colour-mode). */
export const defaultColorModePreference: ColorModePreference = 'dark'

export const prefersLightQuery = '(prefers-color-scheme: light)'

export function parseColorModePreference(raw: unknown): ColorModePreference | null {
  return typeof raw === 'string' && (colorModePreferences as readonly string[]).includes(raw)
    ? (raw as ColorModePreference)
    : null
}

export function resolveColorMode(
  preference: ColorModePreference,
  osPrefersLight: boolean,
): ColorMode {
  if (preference === 'system') return osPrefersLight ? 'light' : 'dark'
  return preference
}

/**
 * Runs before the body paints. Dark is the base palette, so only light needs the class that
 * theme-ui's global styles key the light custom properties on. Kept in step with the two functions
 * above by color-mode-preference.test.ts, which evaluates it.
 */
export const noFlashScript = `(function(){try{var p=localStorage.getItem('${colorModeStorageKey}');if(p==='light'||(p==='system'&&window.matchMedia('${prefersLightQuery}').matches)){document.documentElement.classList.add('theme-ui-light')}}catch(e){}})()`
