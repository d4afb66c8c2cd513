/**
 * The provider's API base. Gatsby inlines `process.env.GATSBY_*` at build time, so the name must be
 * written out in full here; the default is the local stand-in provider.
 */
export const apiBaseUrl = (process.env.GATSBY_API_URL || 'http://localhost:8787').replace(
  /\/+$/,
  '',
)

/** Every provider call gives up after this long (a hung connection must not hang the UI). */
export const requestTimeoutMs = 10_000
