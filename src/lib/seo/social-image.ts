/** The Open Graph / Twitter card image, drawn at build time (gatsby-node) into static/. */
export const socialImage = { path: '/og-image.png', width: 1200, height: 630 } as const
