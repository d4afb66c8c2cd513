import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * A value only the browser knows (the page's query, that the page runs scripts): `onServer` in
 * the static render and while hydrating, so the markup matches, then `read()` from the render
 * right after. `read` must return the same value each time for the same state (a primitive).
 */
export function useClientValue<Value>(read: () => Value, onServer: Value): Value {
  return useSyncExternalStore(subscribeToNothing, read, () => onServer)
}
