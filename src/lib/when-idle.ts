/**
 * Runs `work` once the browser is idle (or after `timeoutMs` at the latest), where
 * `requestIdleCallback` exists, else after `fallbackMs`: work that should be done before the
 * visitor needs it, never in the way of what they do. Returns a function that cancels it.
 */
export function whenIdle(
  work: () => void,
  { timeoutMs = 3000, fallbackMs = 200 } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, fallbackMs)
  return () => window.clearTimeout(handle)
}
