/** Longest wait for the frame: a hidden tab runs no animation frames, and the work must still run. */
export const afterNextPaintFallbackMs = 100

/**
 * Runs `work` once the browser has painted the next frame: what an interaction shows first (a
 * banner hidden, a dialog open) reaches the screen before work the visitor does not see at once
 * (storing, notifying subscribers, fetching a chunk). A frame callback and a task after it, the
 * usual stand-in for the requestPostAnimationFrame proposal; docs/performance.md#interactions.
 */
export function afterNextPaint(work: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    work()
  }
  const fallback = setTimeout(run, afterNextPaintFallbackMs)
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => setTimeout(run, 0))
  }
}
