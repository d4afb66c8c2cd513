import { createContext, Fragment, useContext } from 'react'

/** Break offsets by the text they were computed for. */
export type PhraseBreaks = Readonly<Record<string, readonly number[]>>

const PhraseBreaksContext = createContext<PhraseBreaks>({})

/** The breaks of the texts below it, for every `PhraseText` not given its own. */
export const PhraseBreaksProvider = PhraseBreaksContext.Provider

export interface PhraseTextProps {
  text: string
  /**
   * Offsets in `text` (UTF-16 code units) where a line may break, as computed for it; else the
   * provider's for this text, if any. Any order; an offset that is not a whole number strictly
   * inside the text, or that falls inside a character (between the halves of a surrogate pair),
   * is left out.
   */
  breaks?: readonly number[]
}

/**
 * `text` with a `<wbr>` at each break: where a line may break in a language written without
 * spaces, under `word-break: keep-all`. The text itself is unchanged (its `textContent`, its
 * accessible name, a search over it); without breaks it is the bare string, the same markup as
 * before.
 */
export function PhraseText({ text, breaks }: PhraseTextProps) {
  const provided = useContext(PhraseBreaksContext)
  const given = breaks ?? (Object.hasOwn(provided, text) ? provided[text] : undefined) ?? []
  // Plain array methods, no spread of a Set: Babel's spread helpers would be bytes of every page.
  const at = given
    .filter(
      (offset) =>
        Number.isInteger(offset) &&
        offset > 0 &&
        offset < text.length &&
        !isLowSurrogate(text.charCodeAt(offset)),
    )
    .sort((a, b) => a - b)
    .filter((offset, index, sorted) => offset !== sorted[index - 1])
  if (at.length === 0) return text
  return at.concat(text.length).map((end, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {text.slice(index > 0 ? at[index - 1] : 0, end)}
    </Fragment>
  ))
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
