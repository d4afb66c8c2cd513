import { useState } from 'react'
import { SearchInput } from './search-input'

/** Every state of SearchInput, for the develop-only kit catalogue. */
export function SearchInputExamples() {
  const [query, setQuery] = useState('withdrawal fees')
  return (
    <div sx={{ display: 'grid', gap: 4, maxWidth: 480 }}>
      <SearchInput label="Search the FAQ (visible label, empty)" />
      <SearchInput label="Search the FAQ (hidden label)" hideLabel />
      <SearchInput label="Search the FAQ (with text: reset button shown)" defaultValue="risk" />
      <div>
        <SearchInput label="Search the FAQ (controlled)" value={query} onChange={setQuery} />
        <p sx={{ mt: 1, mb: 0, color: 'mutedText' }}>Current query: “{query}”</p>
      </div>
      <SearchInput
        label="Pesquisar perguntas (translated copy)"
        placeholder="Pesquisar"
        resetLabel="Limpar pesquisa"
        defaultValue="taxas"
      />
      <SearchInput label="Search the FAQ (disabled)" disabled />
    </div>
  )
}
