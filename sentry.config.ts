/*
 * @sentry/gatsby prepends this file to every bundle entry. It only schedules the real set-up, so error
 * reporting costs the first load nothing: the SDK is a separate chunk fetched once the page is idle.
 * With GATSBY_SENTRY_DSN unset nothing is loaded and no request is made.
 */
const dsn = process.env.GATSBY_SENTRY_DSN

if (dsn && typeof window !== 'undefined') {
  const start = () => {
    void import('./src/app/monitoring/start-sentry').then(({ startSentry }) => startSentry(dsn))
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 3000)
}

export {}
