/**
 * Lower case without accents and in one width and one kana, so "credito" finds "Crédito", "CAFÉ"
 * finds "cafe", "ｆｅｅ" finds "fee" and "カナ" finds "かな": compatibility decomposition (NFKD)
 * folds full- and half-width forms, katakana is mapped to hiragana.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\u30a1-\u30f6]/g, (katakana) => String.fromCharCode(katakana.charCodeAt(0) - 0x60))
    .toLocaleLowerCase()
}

export interface SearchableQuestion {
  question: string
  answerText: string
}

/** The distinct words of a query, normalised; none for a blank one. A long paste repeats many. */
export function queryWords(query: string): string[] {
  return [...new Set(normaliseForSearch(query).split(/\s+/).filter(Boolean))]
}

/** Answers a query (see createQuestionSearch); `prepare` does the one-time work ahead of it. */
export interface QuestionSearch<Q> {
  (query: string): Q[] | null
  /** Normalises every question now (once; later calls do nothing). */
  prepare: () => void
}

/**
 * Prepares the questions once (each normalised a single time, by `prepare` or on the first search),
 * then answers each query with the questions whose question or answer contains every word of it
 * (accent-, case-, width- and kana-insensitive), or null for a blank query: everything shown.
 */
export function createQuestionSearch<Q extends SearchableQuestion>(
  questions: readonly Q[],
): QuestionSearch<Q> {
  let haystacks: string[] | null = null
  const prepare = () => {
    haystacks ??= questions.map((question) =>
      normaliseForSearch(`${question.question} ${question.answerText}`),
    )
    return haystacks
  }
  const search = (query: string) => {
    const words = queryWords(query)
    if (words.length === 0) return null
    const prepared = prepare()
    return questions.filter((_, index) => words.every((word) => prepared[index]!.includes(word)))
  }
  return Object.assign(search, { prepare: () => void prepare() })
}

/** Questions that match the query (see createQuestionSearch); an empty query keeps them all. */
export function filterQuestions<Q extends SearchableQuestion>(
  questions: readonly Q[],
  query: string,
): Q[] {
  return createQuestionSearch(questions)(query) ?? [...questions]
}
