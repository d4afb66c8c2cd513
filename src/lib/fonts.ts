/** Self-hosted Inter (latin subset, variable weight): no request leaves our origin. */
export const fontFiles = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-wght-normal.woff2',
  },
] as const

export const interFontUrl = '/fonts/inter-latin-wght-normal.woff2'

/** The theme's weights, body to bold: the build keeps only this part of Inter's weight axis. */
export const interWeights = { min: 400, max: 700 } as const

/** Same unicode-range as @fontsource: browsers fetch the face only for pages that use latin text. */
export const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * The @font-face rule, written once into every page's head by gatsby-ssr — not through emotion's
 * `Global`, which re-inserts its rules on hydration: a re-created face is a new font load, and the
 * text re-wraps under the visitor's eyes.
 *
 * `optional`, not `swap`: the page paints before its scripts (and, on a slow first visit, before
 * the font), and swapping Inter in afterwards re-wraps lines and moves the page (CLS). The
 * preloaded font is used when it arrives within the first ~100 ms, as it does on a fast connection
 * and on every later page (cached); otherwise that page keeps the fallback face and nothing moves.
 */
export const fontFaceCss =
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;` +
  `font-weight:${interWeights.min} ${interWeights.max};src:url(${interFontUrl}) format("woff2-variations"),` +
  `url(${interFontUrl}) format("woff2");unicode-range:${latinRange}}`
