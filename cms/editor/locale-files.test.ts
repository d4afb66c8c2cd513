/** @jest-environment node */
import { faqCollection } from '../config/faq-collection'
import { homeCollection } from '../config/home-collection'
import { localeFieldsOf } from '../config/locale-fields'
import { hasTranslation, withSharedFields } from './locale-files'
import { createMdxFormat } from './mdx-format'
import { writtenFiles } from './untranslated-files'

const fields = localeFieldsOf([faqCollection, homeCollection])
const ptBR = {
  id: 'fees',
  question: 'Quais são as taxas?',
  category: 'costs',
  order: 10,
  body: 'B',
}

describe('which languages get a file', () => {
  it('knows the translated and the shared fields from the configuration', () => {
    expect(fields).toEqual({
      translated: ['question', 'body', 'title'],
      shared: ['id', 'category', 'order', 'section'],
    })
  })

  it('only a language with text of its own', () => {
    expect(hasTranslation({ id: 'fees', category: 'costs', order: 10 }, fields)).toBe(false)
    expect(hasTranslation({ id: 'fees', question: ' ', body: '' }, fields)).toBe(false)
    expect(hasTranslation({ body: 'Texto.' }, fields)).toBe(true)
    // A translation emptied in the editor keeps its hidden stamp: still no file.
    expect(hasTranslation({ id: 'fees', translatedFrom: '3f2a9c1b7e4d' }, fields)).toBe(false)
  })

  it("gives a translation pt-BR's shared fields it lacks, never its own text", () => {
    expect(withSharedFields({ question: 'Q?', body: 'T', order: 20 }, ptBR, fields)).toEqual({
      question: 'Q?',
      body: 'T',
      order: 20,
      id: 'fees',
      category: 'costs',
    })
    expect(withSharedFields({ question: 'Q?' }, null, fields)).toEqual({ question: 'Q?' })
  })

  it('the format writes nothing for an untranslated language, and the save drops it', () => {
    const { format, beforeSave, afterSave } = createMdxFormat(fields)
    beforeSave(ptBR)
    expect(format.toFile({ id: 'fees', category: 'costs', order: 10 })).toBe('')
    expect(
      format.toFile({ question: 'Q?', body: 'T' }, ['id', 'question', 'category', 'order']),
    ).toBe('---\nid: fees\nquestion: Q?\ncategory: costs\norder: 10\n---\n\nT\n')
    afterSave()
    expect(format.toFile({ question: 'Q?', body: 'T' }, ['id', 'question'])).toBe(
      '---\nquestion: Q?\n---\n\nT\n',
    )
    // Decap appends a newline to every text, an empty one included.
    expect(
      writtenFiles([
        { path: 'a', raw: '\n' },
        { path: 'b', raw: 'x\n' },
      ]),
    ).toEqual([{ path: 'b', raw: 'x\n' }])
  })
})
