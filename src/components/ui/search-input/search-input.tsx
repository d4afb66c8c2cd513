import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  type InputHTMLAttributes,
  type Ref,
} from 'react'
import type { ThemeUICSSObject } from 'theme-ui'
import { warnInDevelopment } from '../dev-warning'
import { ResetIcon, SearchIcon } from './search-input-icons'
import { useSearchInput } from './use-search-input'
import { visuallyHidden } from '../visually-hidden'

/** English defaults (docs/product.md#interface-kit); callers pass the translations. */
export const defaultSearchPlaceholder = 'Search'
export const defaultResetLabel = 'Reset search'

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size' | 'children'
> {
  /** The field's accessible name. Callers pass translated text: the kit holds no copy. */
  label: string
  /** Keeps the label for assistive technology only (a search field whose purpose is evident). */
  hideLabel?: boolean
  placeholder?: string
  /** Accessible name of the reset button, shown while the field has text. */
  resetLabel?: string
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** After Escape or the reset button emptied the field. */
  onReset?: () => void
}

const fieldStyles: ThemeUICSSObject = {
  width: '100%',
  font: 'inherit',
  fontSize: 2,
  color: 'text',
  bg: 'background',
  // mutedText, not border: the field's outline must stand out from the page (WCAG 1.4.11).
  border: '1px solid',
  borderColor: 'mutedText',
  borderRadius: 'default',
  py: 2,
  pl: '2.25rem',
  pr: '2.75rem',
  appearance: 'none',
  '&::placeholder': { color: 'mutedText', opacity: 1 },
  // One reset control: hide the browser's own clear button and search decoration.
  '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
    WebkitAppearance: 'none',
    appearance: 'none',
    display: 'none',
  },
  '&::-ms-clear': { display: 'none' },
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node)
  else if (ref) (ref as { current: T | null }).current = node
}

/**
 * A labelled `<input type="search">` that clears on Escape or through its reset button, keeping
 * focus in the field either way. Controlled with `value`, uncontrolled with `defaultValue`.
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  {
    label,
    hideLabel = false,
    placeholder = defaultSearchPlaceholder,
    resetLabel = defaultResetLabel,
    value,
    defaultValue,
    onChange,
    onReset,
    onKeyDown,
    id,
    className,
    ...rest
  },
  ref,
) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const search = useSearchInput({ value, defaultValue, onChange, onReset })
  const { inputRef } = search
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      assignRef(inputRef, node)
      assignRef(ref, node)
    },
    [inputRef, ref],
  )

  useEffect(() => {
    if (!label.trim())
      warnInDevelopment('SearchInput', 'an empty `label` leaves the field unnamed.')
  }, [label])

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        sx={hideLabel ? visuallyHidden : { display: 'block', mb: 1, fontWeight: 'medium' }}
      >
        {label}
      </label>
      <div sx={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <SearchIcon />
        <input
          {...rest}
          ref={setRefs}
          id={inputId}
          type="search"
          placeholder={placeholder}
          {...search.inputProps}
          onKeyDown={(event) => {
            onKeyDown?.(event)
            if (!event.defaultPrevented) search.inputProps.onKeyDown(event)
          }}
          sx={fieldStyles}
        />
        {/* Always rendered, hidden while the field is not marked filled: keys render nothing,
            and the first inserts no element or style. */}
        <button
          type="button"
          aria-label={resetLabel}
          // Keep focus in the field on pointer reset; keyboard resets refocus it in `reset`.
          onMouseDown={(event) => event.preventDefault()}
          onClick={search.reset}
          sx={{
            position: 'absolute',
            right: 1,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: '2rem',
            minHeight: '2rem',
            p: 0,
            border: 'none',
            borderRadius: 'small',
            bg: 'transparent',
            color: 'mutedText',
            cursor: 'pointer',
            '&:hover': { color: 'text', bg: 'highlight' },
            'input:not([data-filled]) + &': { display: 'none' },
          }}
        >
          <ResetIcon />
        </button>
      </div>
    </div>
  )
})
