/** The one logo every icon is drawn from (also the browsers' own `rel="icon"`). */
export const logoFile = 'favicon.svg'

/** The icons drawn at build time into static/ (so public/ at the site's root), by file name. */
export const siteIcons = {
  /** What browsers, feed readers and crawlers ask for unprompted: 16, 32 and 48 px in one file. */
  ico: 'favicon.ico',
  /** Safari's tab and bookmark icon and an iPhone's home screen: opaque, iOS rounds it itself. */
  appleTouch: 'apple-touch-icon.png',
  manifest: 'site.webmanifest',
  /** The sizes Android's home screen and install prompts use. */
  manifestSizes: [192, 512],
} as const
