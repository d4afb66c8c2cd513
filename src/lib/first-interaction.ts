import { afterNextPaint } from './after-next-paint'

/**
 * What a visitor does first; any of them means the page is in use. A link followed, a field typed
 * into and a page scrolled all start with one of them; a page loading on its own never sends one.
 */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

/**
 * Runs `work` once, after the paint of the visitor's first interaction: code the first screen does
 * not need is fetched when the page is in use, and never competes with what that interaction
 * shows (docs/performance.md#interactions). Returns a function that cancels it.
 */
export function afterFirstInteraction(work: () => void): () => void {
  const listening = { capture: true } as const
  const stop = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onInteraction, listening)
  }
  function onInteraction() {
    stop()
    afterNextPaint(work)
  }
  for (const type of interactionEvents) {
    window.addEventListener(type, onInteraction, { ...listening, passive: true })
  }
  return stop
}
