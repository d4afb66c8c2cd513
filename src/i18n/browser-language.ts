import { defaultLanguage, isLanguage, languages, type Language } from './languages'

/**
 * Maps one browser language tag to a site language: exact codes first, then the language part
 * (`en-US` -> en). Portuguese other than Portugal's reads the Brazilian edition (pt, pt-AO, pt-MZ…).
 */
export function siteLanguageFor(tag: string): Language | null {
  const normalised = tag.trim()
  const exact = languages.find((language) => language.toLowerCase() === normalised.toLowerCase())
  if (exact) return exact
  const base = normalised.split('-')[0]?.toLowerCase()
  if (base === 'pt') return defaultLanguage
  return isLanguage(base) ? base : null
}

/** The first of the reader's languages the site has, else pt-BR. */
export function firstSiteLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = siteLanguageFor(tag)
    if (language) return language
  }
  return defaultLanguage
}

/**
 * An `Accept-Language` header's tags, most wanted first (`q` weights honoured, `q=0` dropped).
 * At most 20 tags are read: a real browser sends a handful.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      const q = parameters.find((parameter) => parameter.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
}
