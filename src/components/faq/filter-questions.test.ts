import {
  createQuestionSearch,
  filterQuestions,
  normaliseForSearch,
  queryWords,
} from './filter-questions'

const questions = [
  {
    id: 'fees',
    question: 'Quais são as taxas de administração?',
    answerText: 'Cobramos taxa de performance.',
  },
  {
    id: 'risk',
    question: 'Quais são os RISCOS?',
    answerText: 'O Forex é um mercado de alto risco.',
  },
  { id: 'ja', question: '最低入金額はいくらですか？', answerText: '取引業者が定めます。' },
]

it('ignores accents and case in both query and text', () => {
  expect(normaliseForSearch('Administração ÉLITE')).toBe('administracao elite')
  expect(filterQuestions(questions, 'ADMINISTRACAO').map((q) => q.id)).toEqual(['fees'])
  expect(filterQuestions(questions, 'riscos').map((q) => q.id)).toEqual(['risk'])
})

it('matches the answer text too, and needs every word', () => {
  expect(filterQuestions(questions, 'alto risco').map((q) => q.id)).toEqual(['risk'])
  expect(filterQuestions(questions, 'performance risco')).toEqual([])
})

it('finds Japanese text', () => {
  expect(filterQuestions(questions, '入金').map((q) => q.id)).toEqual(['ja'])
})

it('keeps everything for an empty or blank query and nothing for an unknown word', () => {
  expect(filterQuestions(questions, '   ')).toHaveLength(3)
  expect(filterQuestions(questions, 'bitcoin')).toEqual([])
})

it('folds full- and half-width forms and katakana to one form, in query and text alike', () => {
  expect(normaliseForSearch('ＦＥＥ')).toBe('fee')
  expect(normaliseForSearch('カナ')).toBe(normaliseForSearch('かな'))
  expect(normaliseForSearch('ｶﾅ')).toBe(normaliseForSearch('かな'))
  expect(filterQuestions(questions, 'ｐｅｒｆｏｒｍａｎｃｅ').map((q) => q.id)).toEqual(['fees'])
})

it('reads a long pasted query once per distinct word', () => {
  expect(queryWords('fee '.repeat(1_250))).toEqual(['fee'])
  expect(filterQuestions(questions, 'risco '.repeat(1_000)).map((q) => q.id)).toEqual(['risk'])
})

it('answers the same whether its index was prepared ahead or is built by the first search', () => {
  const ahead = createQuestionSearch(questions)
  ahead.prepare()
  ahead.prepare()
  const onDemand = createQuestionSearch(questions)
  for (const query of ['taxa', 'RISCO', '', 'bitcoin']) {
    expect(ahead(query)).toEqual(onDemand(query))
  }
  expect(ahead('taxa')?.map((q) => q.id)).toEqual(['fees'])
})
