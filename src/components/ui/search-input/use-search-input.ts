import { useCallback, useRef, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react'

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
  inputRef: RefObject<HTMLInputElement>
  /** Empties the field and puts focus back in it, so the visitor can type the next query. */
  reset: () => void
  inputProps: {
    value?: string
    defaultValue?: string
    /** Present while the field has text: the reset button shows by it (CSS), with no render. */
    'data-filled': '' | undefined
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  }
}

/**
 * Search field behaviour: controlled or not, cleared by Escape or reset, focus kept. Uncontrolled,
 * the text lives in the field alone and a key renders nothing: the field marks itself filled and
 * the reset button shows by CSS, so a keystroke costs about what the browser's own field costs
 * (docs/performance.md#interactions).
 */
export function useSearchInput({
  value: controlledValue,
  defaultValue = '',
  onChange,
  onReset,
}: UseSearchInputOptions = {}): UseSearchInputResult {
  const inputRef = useRef<HTMLInputElement>(null)
  const isControlled = controlledValue !== undefined

  const reset = useCallback(() => {
    if (!isControlled && inputRef.current) {
      inputRef.current.value = ''
      inputRef.current.removeAttribute('data-filled')
    }
    onChange?.('')
    onReset?.()
    inputRef.current?.focus()
  }, [isControlled, onChange, onReset])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = isControlled ? controlledValue : event.currentTarget.value
    // An empty field lets Escape through, so an enclosing dialog or menu can still close on it.
    if (event.key !== 'Escape' || current === '') return
    event.preventDefault()
    event.stopPropagation()
    reset()
  }
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    if (!isControlled) event.target.toggleAttribute('data-filled', event.target.value !== '')
    onChange?.(event.target.value)
  }

  const shown = isControlled ? controlledValue : defaultValue
  const common = { 'data-filled': shown ? ('' as const) : undefined, onChange: onInput, onKeyDown }
  return {
    inputRef,
    reset,
    inputProps: isControlled ? { value: shown, ...common } : { defaultValue, ...common },
  }
}
