export {
  SearchInput,
  defaultResetLabel,
  defaultSearchPlaceholder,
  type SearchInputProps,
} from './search-input'
export {
  useSearchInput,
  type UseSearchInputOptions,
  type UseSearchInputResult,
} from './use-search-input'
