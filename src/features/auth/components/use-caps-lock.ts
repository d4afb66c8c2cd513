import { useCallback, useState, type KeyboardEvent } from 'react'

/** Whether Caps Lock is on, as last seen on a key event in the field. */
export function useCapsLock() {
  const [capsLock, setCapsLock] = useState(false)
  const onKeyEvent = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState?.('CapsLock') ?? false)
  }, [])
  return { capsLock, onKeyDown: onKeyEvent, onKeyUp: onKeyEvent }
}
