// A letter or digit with the combining marks that follow it (accents typed as separate characters).
const firstCharacter = /[\p{L}\p{N}]\p{M}*/u

/**
 * Initials for an avatar: the first letter of the first and last words ("Ana Maria Souza" → "AS"),
 * one letter for a single word, upper-cased, accents kept. Empty when the name has no letters: the
 * avatar then shows a generic person glyph.
 */
export function initialsOf(name: string): string {
  const letters = name
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .map((word) => firstCharacter.exec(word)?.[0] ?? '')
    .filter((letter) => letter !== '')
  const first = letters[0]
  if (first === undefined) return ''
  const last = letters.length > 1 ? letters[letters.length - 1] : ''
  return `${first}${last}`.toLocaleUpperCase()
}
