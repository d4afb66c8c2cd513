/** Self-hosted Inter (latin subset, variable weight): no request leaves our origin. */
export const fontFiles = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-wght-normal.woff2',
  },
] as const

export const interFontUrl = '/fonts/inter-latin-wght-normal.woff2'

/** Same unicode-range as @fontsource: browsers fetch it only for pages that use latin text. */
export const fontFaceStyles = {
  '@font-face': {
    fontFamily: '"Inter Variable"',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: '100 900',
    src: `url(${interFontUrl}) format('woff2-variations'), url(${interFontUrl}) format('woff2')`,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
}
