import { useInsertionEffect, useRef, type MutableRefObject } from 'react'

/**
 * A ref that holds the latest `value`, for handlers and effects that must not be re-created (or
 * re-run) when a caller passes a new callback. Written after render, before any layout effect
 * reads it: writing a ref during render is what React's rules forbid (react-hooks/refs), since
 * a render React throws away would leave its value behind.
 */
export function useLatest<Value>(value: Value): MutableRefObject<Value> {
  const ref = useRef(value)
  useInsertionEffect(() => {
    ref.current = value
  })
  return ref
}
