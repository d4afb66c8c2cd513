/** Where caught render errors go: Sentry's captureException once the app configures it. */
export type ErrorHandler = (error: unknown, componentStack: string) => void

let configuredHandler: ErrorHandler | null = null

/** Sets the handler section boundaries use when given none; `null` turns reporting off again. */
export function setErrorHandler(handler: ErrorHandler | null): void {
  configuredHandler = handler
}

/** Calls the given or configured handler; a failing reporter must not break the fallback. */
export function reportError(error: unknown, componentStack: string, handler?: ErrorHandler): void {
  try {
    ;(handler ?? configuredHandler)?.(error, componentStack)
  } catch {
    // Reporting is best effort.
  }
}
