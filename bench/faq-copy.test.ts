/** @jest-environment node */
import matter from 'gray-matter'

import { copyOf } from './faq-copy'

const source = `---
id: fees
question: Quais são as taxas?
category: costs
order: 10
---

A QA Trading cobra uma <Term title="Uma conta">taxa</Term>. Veja [outros custos](/qatrading/faq/#other-costs).
`

describe('copyOf', () => {
  it('gives the copy its own id and a numbered question after the originals', () => {
    const copy = matter(copyOf(source, 'fees-3', 3))
    expect(copy.data).toEqual({
      id: 'fees-3',
      question: 'Txdlv vãr dv wdadv? (3)',
      category: 'costs',
      order: 3010,
    })
  })

  it('makes the text its own and keeps the markup: tags, attributes and link targets', () => {
    expect(matter(copyOf(source, 'fees-2', 2)).content).toBe(
      '\nC SC Vtcfkpi eqdtc woc <Term title="Uma conta">vczc</Term>. ' +
        'Xglc [qwvtqu ewuvqu](/qatrading/faq/#other-costs).\n',
    )
  })

  it('keeps an answer whole past a thematic break, and character references as they are', () => {
    const withBreak = `${source}\n---\n\nAbc&nbsp;def.\n`
    const body = matter(copyOf(withBreak, 'fees-2', 2)).content
    expect(body).toContain('\n---\n\nCde&nbsp;fgh.\n')
    expect(body).toContain('Xglc [qwvtqu ewuvqu]')
  })

  it('moves kana and ideographs within their own scripts, so a Japanese copy differs too', () => {
    const ja =
      '---\nid: fees\nquestion: 手数料は？\ncategory: costs\norder: 10\n---\n\n手数料はかかります。\n'
    const copy = matter(copyOf(ja, 'fees-2', 2))
    expect(copy.data.question).toMatch(/^[\u4e00-\u9fff]{3}[\u3041-\u3096]？ \(2\)$/)
    expect(copy.data.question).not.toContain('手数料')
    expect(copy.content.trim()).toHaveLength('手数料はかかります。'.length)
    expect(copy.content).not.toContain('かかります')
  })
})
