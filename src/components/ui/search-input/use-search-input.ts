import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'

export interface UseSearchInputOptions {
  /** Controlled value; leave undefined for an uncontrolled field. */
  value?: string
  /** Initial value of an uncontrolled field. */
  defaultValue?: string
  /** Every change, including the clearing by Escape or the reset button. */
  onChange?: (value: string) => void
  /** After Escape or the reset button emptied the field. */
  onReset?: () => void
}

export interface UseSearchInputResult {
  value: string
  hasValue: boolean
  inputRef: RefObject<HTMLInputElement>
  /** Empties the field and puts focus back in it, so the visitor can type the next query. */
  reset: () => void
  inputProps: {
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  }
}

/** Search field behaviour: controlled or not, cleared by Escape or reset, focus kept. */
export function useSearchInput({
  value: controlledValue,
  defaultValue = '',
  onChange,
  onReset,
}: UseSearchInputOptions = {}): UseSearchInputResult {
  const inputRef = useRef<HTMLInputElement>(null)
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue)
  const isControlled = controlledValue !== undefined
  const value = isControlled ? controlledValue : uncontrolledValue

  const setValue = useCallback(
    (next: string) => {
      if (!isControlled) setUncontrolledValue(next)
      onChange?.(next)
    },
    [isControlled, onChange],
  )

  const reset = useCallback(() => {
    setValue('')
    onReset?.()
    inputRef.current?.focus()
  }, [setValue, onReset])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An empty field lets Escape through, so an enclosing dialog or menu can still close on it.
    if (event.key !== 'Escape' || value === '') return
    event.preventDefault()
    event.stopPropagation()
    reset()
  }

  return {
    value,
    hasValue: value !== '',
    inputRef,
    reset,
    inputProps: { value, onChange: (event) => setValue(event.target.value), onKeyDown },
  }
}
