import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { followColorModePreference } from './color-mode-store'

/**
 * Rendered once by the page wrapper: from hydration on, the page follows the visitor's colour mode
 * (the OS while the choice is "system", another tab's choice) and a corrupt stored value is
 * replaced by the default. It holds no state, so a change of mode renders nothing.
 */
export function FollowColorMode(): null {
  useBrowserLayoutEffect(() => followColorModePreference(), [])
  return null
}
