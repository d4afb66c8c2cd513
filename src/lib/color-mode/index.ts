export { FollowColorMode } from './follow-color-mode'
export { useColorModePreference } from './use-color-mode-preference'
export {
  chooseColorModePreference,
  currentColorModePreference,
  subscribeToColorModePreference,
} from './color-mode-store'
export {
  colorModePreferences,
  defaultColorModePreference,
  noFlashScript,
  parseColorModePreference,
  type ColorModePreference,
} from './color-mode-preference'
