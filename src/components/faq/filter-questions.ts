/** Lower case without accents, so "credito" finds "Crédito" and "CAFÉ" finds "cafe". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
}

export interface SearchableQuestion {
  question: string
  answerText: string
}

/**
 * Questions whose question or answer contains every word of the query (accent- and
 * case-insensitive). An empty query keeps them all.
 */
export function filterQuestions<Q extends SearchableQuestion>(
  questions: readonly Q[],
  query: string,
): Q[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...questions]
  return questions.filter((question) => {
    const haystack = normaliseForSearch(`${question.question} ${question.answerText}`)
    return words.every((word) => haystack.includes(word))
  })
}
