import { render } from '@testing-library/react'
import { PhraseBreaksProvider, PhraseText } from '.'

const question = 'よくある質問'

function rendered(text: string, breaks?: readonly number[]) {
  const { container } = render(
    <h2>
      <PhraseText text={text} breaks={breaks} />
    </h2>,
  )
  const heading = container.querySelector('h2')!
  return { heading, markup: heading.innerHTML }
}

describe('PhraseText', () => {
  it('marks each break with <wbr> and keeps the text as it was', () => {
    const { heading, markup } = rendered(question, [2, 4])
    expect(markup).toBe('よく<wbr>ある<wbr>質問')
    expect(heading.textContent).toBe(question)
  })

  it('is the bare string without breaks, the same markup as the text alone', () => {
    const plain = render(<h2>Perguntas frequentes</h2>).container.innerHTML
    for (const breaks of [undefined, []]) {
      expect(rendered('Perguntas frequentes', breaks).heading.outerHTML).toBe(plain)
    }
  })

  it('renders an empty string as nothing, whatever the breaks', () => {
    expect(rendered('', [0, 1, -1]).markup).toBe('')
  })

  it('keeps a zero-width space already in the text', () => {
    const text = 'コンサルタント専用\u200bログイン'
    const { heading, markup } = rendered(text, [9])
    expect(heading.textContent).toBe(text)
    expect(markup).toBe('コンサルタント専用<wbr>\u200bログイン')
  })

  it('leaves out offsets at the ends, outside the text, negative or not whole, and sorts the rest', () => {
    const { heading, markup } = rendered(question, [4, 0, 6, 99, -2, 2, 2, 1.5, Number.NaN])
    expect(markup).toBe('よく<wbr>ある<wbr>質問')
    expect(heading.textContent).toBe(question)
  })

  it('never splits a character of two code units', () => {
    const text = '𠮷野家の牛丼'
    const { heading, markup } = rendered(text, [1, 2, 4])
    expect(heading.textContent).toBe(text)
    expect(markup).toBe('𠮷<wbr>野家<wbr>の牛丼')
  })
})

describe('PhraseText under a PhraseBreaksProvider', () => {
  const inPage = (text: string, breaks?: readonly number[]) =>
    render(
      <PhraseBreaksProvider value={{ [question]: [2, 4], constructor: [1] }}>
        <h2>
          <PhraseText text={text} breaks={breaks} />
        </h2>
      </PhraseBreaksProvider>,
    ).container.querySelector('h2')!.innerHTML

  it("takes the provider's breaks for its text", () => {
    expect(inPage(question)).toBe('よく<wbr>ある<wbr>質問')
  })

  it('prefers the breaks it is given', () => {
    expect(inPage(question, [4])).toBe('よくある<wbr>質問')
  })

  it('leaves a text the provider has no breaks for as it is', () => {
    expect(inPage('よくある質問です')).toBe('よくある質問です')
    expect(inPage('toString')).toBe('toString')
  })
})
