export { ColorModePreferenceProvider, useColorModePreference } from './use-color-mode-preference'
export {
  colorModePreferences,
  noFlashScript,
  type ColorModePreference,
} from './color-mode-preference'
