/**
 * Whether this build runs anything that needs consent: web analytics (GATSBY_ANALYTICS_SRC) or
 * error reporting, whose session replay does (GATSBY_SENTRY_DSN). With neither there is nothing to
 * ask, so no banner and no footer control. Both names are written out: the build inlines them.
 */
export function consentApplies(): boolean {
  return Boolean(process.env.GATSBY_ANALYTICS_SRC || process.env.GATSBY_SENTRY_DSN)
}
