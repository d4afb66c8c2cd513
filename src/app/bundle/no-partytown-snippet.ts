/*
 * Stands in for Gatsby's Partytown snippet injector in production bundles. Gatsby's own browser
 * hook calls it only in `gatsby develop` (production pages get the snippet in their HTML), but
 * its CommonJS `require` kept Partytown's integration code in every page's first load
 * (docs/performance.md#first-load-javascript). The site runs no `off-main-thread` script.
 */
export function injectPartytownSnippet(): void {}
