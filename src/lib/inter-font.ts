/**
 * What the build and the browser both know of Inter: the file the build subsets (into
 * `generated/fonts/`, imported by src/lib/fonts.ts so webpack gives it a content-hashed, immutable
 * URL), its weights and range, and the class that says a page leads with it. No browser code here:
 * gatsby-node and the browser specs read this file too.
 */

/** Self-hosted Inter (latin subset, variable weight): no request leaves our origin. */
export const fontFiles = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-wght-normal.woff2',
  },
] as const

/** The theme's weights, body to bold: the build keeps only this part of Inter's weight axis. */
export const interWeights = { min: 400, max: 700 } as const

/** Same unicode-range as @fontsource: browsers fetch the face only for pages that use latin text. */
export const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/** On <html> once Inter is in the browser's cache: the font stacks then lead with it. */
export const interReadyClass = 'inter'
