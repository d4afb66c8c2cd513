/** @jest-environment node */
import jaFaq from '../locales/ja/faq.json'
import jaLogin from '../locales/ja/login.json'
import { phraseBreaks } from './phrase-breaks'

/** The text cut at its breaks. */
const phrases = (text: string, breaks: number[]) =>
  [0, ...breaks].map((start, index) => text.slice(start, breaks[index]))

describe('phraseBreaks', () => {
  it('finds the ends of the phrases of a Japanese heading', () => {
    const question = 'QA Tradingが私の資金を出金することはできますか？'
    expect(phrases(question, phraseBreaks('ja', question))).toEqual([
      'QA Tradingが',
      '私の',
      '資金を',
      '出金する',
      'ことは',
      'できますか？',
    ])
    expect(phraseBreaks('ja', jaFaq.heading)).toEqual([2, 4])
  })

  it('gives offsets strictly inside the text, in order', () => {
    const text = 'ひとつの合同運用口座で、プロフェッショナルなFX運用を'
    const breaks = phraseBreaks('ja', text)
    expect(breaks.length).toBeGreaterThan(0)
    expect([...breaks].sort((a, b) => a - b)).toEqual(breaks)
    expect(breaks.every((offset) => offset > 0 && offset < text.length)).toBe(true)
  })

  it('finds none in an empty text or a text of one phrase', () => {
    expect(phraseBreaks('ja', '')).toEqual([])
    expect(phraseBreaks('ja', '質問')).toEqual([])
    // One phrase to BudouX: its hand-placed zero-width space is the only place it breaks.
    expect(phraseBreaks('ja', jaLogin.heading)).toEqual([])
  })

  it('finds none in languages that break at spaces', () => {
    expect(phraseBreaks('en', 'Frequently asked questions')).toEqual([])
    expect(phraseBreaks('pt-BR', 'よくある質問')).toEqual([])
  })
})
