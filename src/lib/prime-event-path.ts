import { interactionEvents } from './first-interaction'
import { whenIdle } from './when-idle'

/**
 * What a tap sends, apart from `pointerdown`: that one means the visitor is here
 * (first-interaction.ts), and React handles it through the same code as `mousedown`.
 */
export const primedEventTypes = [
  'pointerover',
  'mouseover',
  'pointermove',
  'mousemove',
  'mousedown',
  'focusin',
  'pointerup',
  'mouseup',
  'click',
  'pointerout',
  'mouseout',
] as const

function syntheticEvent(type: (typeof primedEventTypes)[number]): Event {
  const init = { bubbles: true, cancelable: true, composed: true }
  if (type === 'focusin') return new FocusEvent(type, init)
  if (type.startsWith('pointer') && typeof PointerEvent === 'function') {
    return new PointerEvent(type, init)
  }
  return new MouseEvent(type, init)
}

/**
 * Sends `target` the events of a tap once, as script events (`isTrusted` false) that nothing on the
 * page acts on: `target` is an element without handlers, under none that handle these events. V8
 * compiles a function the first time it runs, so the page's first real tap used to pay for
 * compiling React's event dispatch as well; this pays it while the visitor reads
 * (docs/performance.md#interactions). The Event Timing API, and so INP,
 * counts no script event.
 */
export function primeEventPath(target: Element): void {
  for (const type of primedEventTypes) target.dispatchEvent(syntheticEvent(type))
}

/** Once per document: waiting for idle, or done. */
let state: 'waiting' | 'done' | null = null

/**
 * Primes the event path once per document, when the browser is next idle and only if the visitor
 * has not touched the page by then (their tap has compiled it already). Returns the cancel.
 */
export function primeEventPathWhenIdle(findTarget: () => Element | null): () => void {
  if (state !== null) return () => undefined
  state = 'waiting'
  let touched = false
  const onTouch = () => {
    touched = true
  }
  // What the deferred error reporter takes for the visitor being here: once it may have started
  // (session replay records what it hears), no script event is sent.
  const options = { capture: true, passive: true }
  const stopListening = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onTouch, options)
  }
  for (const type of interactionEvents) window.addEventListener(type, onTouch, options)
  const cancel = whenIdle(() => {
    state = 'done'
    stopListening()
    const target = findTarget()
    if (!touched && target) primeEventPath(target)
  })
  // Cancelled before it ran (the page left): the next page's frame schedules it again.
  return () => {
    if (state !== 'waiting') return
    cancel()
    stopListening()
    state = null
  }
}
