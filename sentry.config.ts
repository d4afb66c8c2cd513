/*
 * @sentry/gatsby prepends this file to every bundle entry. It only defers the real set-up, so error
 * reporting costs the first load nothing: the SDK is a separate chunk fetched on the first
 * interaction, the first error or a while after the page loaded (src/app/monitoring/defer-sentry.ts).
 * With GATSBY_SENTRY_DSN unset nothing is loaded and no request is made.
 */
import { deferSentry } from './src/app/monitoring/defer-sentry'

const dsn = process.env.GATSBY_SENTRY_DSN

if (dsn && typeof window !== 'undefined') {
  deferSentry({
    dsn,
    load: () => import('./src/app/monitoring/start-sentry').then(({ startSentry }) => startSentry),
  })
}

export {}
