/**
 * The origin the site is published at, used for hreflang, canonical and sitemap URLs.
 * GATSBY_-prefixed so the same value is inlined into the browser bundle.
 */
export const siteUrl = (process.env.GATSBY_SITE_URL || 'http://localhost:9000').replace(/\/+$/, '')
