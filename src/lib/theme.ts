import type { Theme } from 'theme-ui'

/**
 * Breakpoints: small, medium, large. `large` is where the header shows its full navigation; below it
 * the mobile menu takes over (docs/product.md#header).
 */
export const breakpoints = ['40em', '52em', '64em'] as const
export const largeMediaQuery = `(min-width: ${breakpoints[2]})`

/** The fixed header's height; the page starts below it and anchors scroll clear of it. */
export const headerHeight = 64

/** `--font-inter` is Inter once it is cached (src/lib/fonts.ts). */
const latinStack =
  'var(--font-inter), system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
/** Inter has no Japanese glyphs: ja pages lead with Japanese system fonts. */
export const japaneseStack =
  'var(--font-inter), "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", "Yu Gothic", Meiryo, system-ui, sans-serif'

/**
 * Dark is the base palette and the initial mode; the OS setting is not followed unless the visitor
 * picks "system" (docs/product.md#colour-mode). Every text/background pair here meets WCAG AA
 * (4.5:1).
 */
export const theme: Theme = {
  config: {
    initialColorModeName: 'dark',
    useColorSchemeMediaQuery: false,
    // The preference (light, dark or system) is stored by src/lib/color-mode, under theme-ui's key.
    useLocalStorage: false,
  },
  breakpoints: [...breakpoints],
  space: [0, 4, 8, 16, 24, 32, 48, 64, 96, 128],
  sizes: { container: 1200, prose: 720, header: headerHeight },
  // Headings take the font of the text around them: set on an element, a stack would beat the
  // Japanese one the root takes on ja pages.
  fonts: { body: latinStack, heading: 'inherit', monospace: 'ui-monospace, Menlo, monospace' },
  fontSizes: [12, 14, 16, 18, 20, 24, 32, 40, 48, 56],
  fontWeights: { body: 400, medium: 500, heading: 700, bold: 700 },
  lineHeights: { body: 1.6, heading: 1.2 },
  radii: { small: 4, default: 8, large: 16, round: 9999 },
  colors: {
    text: '#f4f2fa',
    background: '#0f0b1d',
    primary: '#7c3aed',
    onPrimary: '#ffffff',
    secondary: '#22d3ee',
    onSecondary: '#0f0b1d',
    link: '#c4b5fd',
    muted: '#1b1530',
    mutedText: '#bdb6d3',
    border: '#3b3355',
    headerScrolled: '#140f26',
    focus: '#22d3ee',
    highlight: '#2a2145',
    // Status colours (banners, toasts): at least 3:1 against `muted` and `background`.
    info: '#22d3ee',
    success: '#4ade80',
    warning: '#fbbf24',
    error: '#f87171',
    // Persona presence badges, at least 3:1 against the background.
    presence: {
      online: '#4ade80',
      offline: '#9ca3af',
      busy: '#f97316',
      dnd: '#f87171',
      away: '#facc15',
    },
    modes: {
      light: {
        text: '#1b1530',
        background: '#ffffff',
        primary: '#6d28d9',
        onPrimary: '#ffffff',
        secondary: '#0e7490',
        onSecondary: '#ffffff',
        link: '#5b21b6',
        muted: '#f4f1fb',
        mutedText: '#4d4566',
        border: '#d9d2ea',
        headerScrolled: '#ffffff',
        focus: '#0e7490',
        highlight: '#ece6fb',
        info: '#0e7490',
        success: '#15803d',
        warning: '#b45309',
        error: '#b91c1c',
        presence: {
          online: '#15803d',
          offline: '#6b7280',
          busy: '#c2410c',
          dnd: '#b91c1c',
          away: '#a16207',
        },
      },
    },
  },
  shadows: {
    header: '0 2px 12px rgba(0, 0, 0, 0.35)',
  },
  // A <button> keeps the browser's own font (Arial at 13.3 px in Chromium) and a 2 px outset
  // border unless told otherwise; links styled as buttons never had either. The font's family is
  // the page's, its size each button's own (the ghost buttons stay small beside their fields).
  buttons: {
    // Create account uses the primary style, login the solid one (docs/product.md#header).
    primary: {
      fontFamily: 'inherit',
      border: 0,
      bg: 'primary',
      color: 'onPrimary',
      fontWeight: 'bold',
      borderRadius: 'default',
      px: 3,
      py: 2,
      cursor: 'pointer',
    },
    solid: {
      fontFamily: 'inherit',
      border: 0,
      bg: 'secondary',
      color: 'onSecondary',
      fontWeight: 'bold',
      borderRadius: 'default',
      px: 3,
      py: 2,
      cursor: 'pointer',
    },
    ghost: {
      fontFamily: 'inherit',
      bg: 'transparent',
      color: 'text',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'default',
      px: 2,
      py: 1,
      cursor: 'pointer',
    },
  },
  links: {
    nav: {
      color: 'text',
      fontWeight: 'medium',
      textDecoration: 'none',
      px: 2,
      py: 1,
      borderRadius: 'small',
      '&[aria-current]': {
        color: 'secondary',
        boxShadow: (t) => `inset 0 -2px 0 ${t.colors?.secondary}`,
      },
    },
  },
  text: {
    heading: { fontFamily: 'heading', fontWeight: 'heading', lineHeight: 'heading' },
  },
  styles: {
    root: {
      fontFamily: 'body',
      lineHeight: 'body',
      fontWeight: 'body',
      color: 'text',
      bg: 'background',
      // Native controls (a select's box, scrollbars) drawn in the mode shown, not the system's:
      // the class is set before the first paint (color-mode-preference.ts).
      colorScheme: 'dark',
      '&.theme-ui-light': { colorScheme: 'light' },
      '&:lang(ja)': { fontFamily: japaneseStack },
      // Japanese breaks a line between any two characters, inside words too ("何です / か？"):
      // a heading breaks only between its phrases, which the build finds and marks with <wbr>
      // (PhraseText), the same in every engine; `balance` evens its lines out at those breaks
      // only (Firefox leaves them as they fall). A phrase longer than the line still breaks
      // anywhere, so the login's heading has a zero-width space where it may break
      // (locales/ja/login.json).
      '& :is(h1, h2, h3):lang(ja)': {
        wordBreak: 'keep-all',
        overflowWrap: 'anywhere',
        textWrap: 'balance',
      },
      a: { color: 'link' },
      // One visible focus style for everything a keyboard reaches.
      '*:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
      scrollPaddingTop: `${headerHeight + 8}px`,
    },
  },
}
