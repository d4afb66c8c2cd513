/** Events that only say where a pointer is: nothing on the questions, or above them, acts on them. */
const hoverEvents = [
  'pointerover',
  'pointermove',
  'mouseover',
  'mousemove',
  'pointerout',
  'mouseout',
] as const

/**
 * Sends `target` a pointer passing over it, unseen (no control listens to hover there, and the
 * browser's Event Timing ignores untrusted events), so React's event handling has run once before
 * the visitor's first touch or click. A first run of that code is slow on a phone: the engine
 * compiles it then. In traces at 4× CPU the main thread's script time from the first hover to the
 * opened question's paint went from medians of 9.6–15.7 ms to 6.4–7.9
 * (docs/performance.md#opening-a-question).
 */
export function warmEventHandling(target: Element): void {
  // jsdom and old engines have no PointerEvent; a MouseEvent takes the same path through React.
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent
  for (const type of hoverEvents) {
    const Event = type.startsWith('pointer') ? Pointer : MouseEvent
    target.dispatchEvent(new Event(type, { bubbles: true }))
  }
}
