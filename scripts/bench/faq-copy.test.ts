/** @jest-environment node */
import matter from 'gray-matter'

import { copyOf } from './faq-copy'

const source = `---
id: fees
question: Quais são as taxas?
category: costs
order: 10
---

A QA Trading cobra uma taxa. Veja também [outros custos](/qatrading/faq/#other-costs).
`

describe('copyOf', () => {
  it('gives the copy its own id and a numbered question after the originals, same body', () => {
    const copy = matter(copyOf(source, 'fees-3', 3))
    expect(copy.data).toEqual({
      id: 'fees-3',
      question: 'Quais são as taxas? (3)',
      category: 'costs',
      order: 3010,
    })
    expect(copy.content).toBe(matter(source).content)
  })
})
