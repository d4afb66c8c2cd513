import { get, type Theme } from 'theme-ui'

/**
 * A theme key when the theme has it, otherwise a CSS value the browser understands on its own. The
 * root boundary sits outside the ThemeUIProvider (which lives in wrapPageElement), so a bare
 * `color: 'text'` could reach the page as invalid CSS and leave black text on the dark body.
 * System colours (`Canvas`, `CanvasText`) keep the pair readable in either case.
 */
export function themed(scale: 'colors' | 'fonts', key: string, fallback: string) {
  return (theme: Theme): string => (get(theme, `${scale}.${key}`) === undefined ? fallback : key)
}
