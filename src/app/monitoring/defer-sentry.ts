import { setErrorHandler } from '../../features/crash'
import { afterFirstInteraction } from '../../lib/first-interaction'

/** An error seen before the SDK was there, kept to be sent once it is. */
export interface EarlyError {
  error: unknown
  /** React's component stack, for render errors a boundary caught. */
  componentStack?: string
}

/** What the lazily loaded part does once fetched: start the SDK and send what was kept. */
export type StartSentry = (dsn: string, earlyErrors: EarlyError[]) => void

export interface DeferOptions {
  dsn: string
  /** Fetches the SDK chunk; a dynamic import in the app, a stub in tests. */
  load: () => Promise<StartSentry>
  /** How long after `load` the SDK starts when the visitor has done nothing (and nothing broke). */
  quietDelayMs?: number
}

/**
 * A visitor who reads without touching anything for this long gets the SDK anyway (for tracing and
 * session replay): well after the page settled, so it never competes with the first load.
 */
export const quietDelayMs = 10_000
/** Kept errors beyond this are dropped: a page throwing in a loop must not grow memory. */
export const maxEarlyErrors = 20

/**
 * Error reporting costs the first load nothing: the Sentry SDK (~60 KB gzip with tracing)
 * is fetched only when it can matter — the first interaction, the first error, or `quietDelayMs`
 * after the page loaded. Until then uncaught errors, rejected promises and errors caught by the
 * crash boundaries are kept (up to `maxEarlyErrors`) and sent as soon as the SDK has started, so an
 * error during the first load is still reported.
 */
export function deferSentry({ dsn, load, quietDelayMs: delay = quietDelayMs }: DeferOptions): void {
  const earlyErrors: EarlyError[] = []
  let started = false
  let quietTimer: ReturnType<typeof setTimeout> | undefined

  const keep = (early: EarlyError) => {
    if (earlyErrors.length < maxEarlyErrors) earlyErrors.push(early)
    start()
  }
  const onError = (event: ErrorEvent) => keep({ error: event.error ?? event.message })
  const onRejection = (event: PromiseRejectionEvent) => keep({ error: event.reason })
  const onLoad = () => {
    quietTimer = setTimeout(start, delay)
  }

  function stopWaiting() {
    stopWaitingForInteraction()
    window.removeEventListener('load', onLoad)
    clearTimeout(quietTimer)
  }

  function stopKeeping() {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }

  function start() {
    if (started) return
    started = true
    stopWaiting()
    load()
      .then((startSentry) => {
        // The SDK installs its own global handlers; ours must not report an error a second time.
        stopKeeping()
        startSentry(dsn, earlyErrors.splice(0))
      })
      .catch(() => {
        // A chunk that fails to load (offline, blocked) leaves the site working, unreported.
        stopKeeping()
        setErrorHandler(null)
      })
  }

  // After the interaction's paint: the chunk requests would run in the tap's handler
  // (docs/performance.md#interactions), and the visitor is waiting for that paint.
  const stopWaitingForInteraction = afterFirstInteraction(start)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  if (document.readyState === 'complete') onLoad()
  else window.addEventListener('load', onLoad)
  // Render errors the crash boundaries catch never reach `window`: keep them the same way.
  setErrorHandler((error, componentStack) => keep({ error, componentStack }))
}
