/*
 * Stands in for Gatsby's service-worker registration, which its production app `require`s only
 * when a plugin's `registerServiceWorker` answers true. No plugin of the site does (the site has
 * no service worker; gatsby/bundle-shims.test.ts checks), but the `require` kept the registration
 * code in every page's first load (docs/performance.md#first-load-javascript).
 */
export {}
