import * as Sentry from '@sentry/gatsby'
import { setErrorHandler } from '../../features/crash'
import { hasConsent, subscribeToConsent } from '../../features/consent'
import { replayWithConsent } from './consented-replay'
import type { EarlyError } from './defer-sentry'
import { scrub } from './scrub'

/**
 * The product's sampling: all traces, 10 % of sessions replayed, every session with an error replayed, inputs masked;
 * replay only once the visitor has accepted it (LGPD/GDPR consent).
 * Events go to /monitoring on our own origin (the production server's tunnel), never to Sentry direct.
 */
export function startSentry(dsn: string, earlyErrors: EarlyError[] = []): void {
  Sentry.init({
    dsn,
    tunnel: '/monitoring',
    environment: process.env.GATSBY_SENTRY_ENVIRONMENT || process.env.NODE_ENV,
    release: process.env.GATSBY_SENTRY_RELEASE || undefined,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    // Trace headers only to our own origin: the provider's CORS policy does not allow them, and
    // third parties must not receive them.
    tracePropagationTargets: [window.location.origin],
    integrations: [Sentry.browserTracingIntegration()],
    // A content type no body parser claims: the tunnel reads the raw envelope
    // (docs/stack-notes.md#sentry-tunnel-body).
    transportOptions: { headers: { 'Content-Type': 'application/x-sentry-envelope' } },
    beforeSend: (event) => scrub(event),
    // Traces go out as streamed spans in SDK 11 (beforeSendTransaction is no longer called): their
    // attributes carry URLs and request data, scrubbed the same way.
    beforeSendSpan: (span) => scrub(span),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  })
  const report = (error: unknown, componentStack?: string) =>
    Sentry.captureException(
      error,
      componentStack ? { contexts: { react: { componentStack } } } : {},
    )
  setErrorHandler(report)
  // Errors from before the SDK was fetched (defer-sentry): sent now, in the order they happened.
  for (const { error, componentStack } of earlyErrors) report(error, componentStack)
  // Session replay needs the visitor's consent; everything above runs without it.
  replayWithConsent({
    load: () =>
      import('./replay-integrations').then(({ replayIntegrations }) => {
        const { replay, canvas } = replayIntegrations()
        Sentry.addIntegration(replay)
        Sentry.addIntegration(canvas)
        return replay
      }),
    hasConsent,
    subscribe: subscribeToConsent,
    whenIdle: (callback) => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 })
      else setTimeout(callback, 3000)
    },
  })
}
