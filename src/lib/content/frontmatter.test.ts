import { parseContentPath } from './content-file'
import { FrontmatterError, validateFrontmatter } from './frontmatter'

const raw = [
  '---',
  'id: fees',
  'question: What are the fees?',
  'category: price',
  'order: ten',
  '---',
  '',
  'Body.',
].join('\n')

describe('parseContentPath', () => {
  it('reads kind, locale and slug from where the file lives', () => {
    expect(parseContentPath('faq/pt-PT/fees.mdx')).toEqual({
      kind: 'faq',
      locale: 'pt-PT',
      slug: 'fees',
    })
    expect(parseContentPath('home/ja/hero.mdx')).toEqual({
      kind: 'home',
      locale: 'ja',
      slug: 'hero',
    })
  })

  it('names the file and what was expected for a misplaced file or an unknown locale', () => {
    expect(() => parseContentPath('faq/fees.mdx')).toThrow(
      'content/faq/fees.mdx: MDX files belong in content/faq/<locale>/<id>.mdx or content/home/<locale>/<section>.mdx',
    )
    expect(() => parseContentPath('faq/pt-pt/fees.mdx')).toThrow('"pt-pt" is not a site locale')
  })
})

describe('validateFrontmatter', () => {
  const file = { kind: 'faq', locale: 'en', slug: 'fees' } as const

  it('accepts a complete FAQ entry', () => {
    expect(() =>
      validateFrontmatter(
        { id: 'fees', question: 'What are the fees?', category: 'costs', order: 10 },
        file,
        'f',
        raw,
      ),
    ).not.toThrow()
  })

  it('names file, line, field and what was expected for each mistake', () => {
    const frontmatter = {
      id: 'fees',
      question: 'What are the fees?',
      category: 'price',
      order: 'ten',
    }
    expect(() => validateFrontmatter(frontmatter, file, 'content/faq/en/fees.mdx', raw)).toThrow(
      new FrontmatterError('content/faq/en/fees.mdx', raw, [
        {
          field: 'category',
          expected: 'must be one of service, account, costs, risk, transparency, got "price"',
        },
        { field: 'order', expected: 'must be a whole number (0 or more), got "ten"' },
      ]),
    )
    try {
      validateFrontmatter(frontmatter, file, 'content/faq/en/fees.mdx', raw)
    } catch (error) {
      expect((error as Error).message).toBe(
        'content/faq/en/fees.mdx:4: "category" must be one of service, account, costs, risk, transparency, got "price"\n' +
          'content/faq/en/fees.mdx:5: "order" must be a whole number (0 or more), got "ten"',
      )
    }
  })

  it('reports a missing field at the top of the frontmatter and an id that differs from the file name', () => {
    expect(() =>
      validateFrontmatter(
        { id: 'costs', category: 'costs', order: 1 },
        file,
        'content/faq/en/fees.mdx',
        raw,
      ),
    ).toThrow(
      /content\/faq\/en\/fees.mdx:2: "id" must equal the file name "fees", got "costs"\ncontent\/faq\/en\/fees.mdx:3: "question" must be the question as text/,
    )
  })

  it('checks home sections against their file name', () => {
    const home = { kind: 'home', locale: 'en', slug: 'about' } as const
    expect(() =>
      validateFrontmatter(
        { section: 'hero', title: 'Hi' },
        home,
        'content/home/en/about.mdx',
        '---\nsection: hero\n',
      ),
    ).toThrow('content/home/en/about.mdx:2: "section" must equal the file name "about", got "hero"')
  })

  it('names a malformed translation stamp and says how to write a good one', () => {
    const stamped = (translatedFrom: unknown) => () =>
      validateFrontmatter(
        {
          id: 'fees',
          question: 'What are the fees?',
          category: 'costs',
          order: 10,
          translatedFrom,
        },
        file,
        'content/faq/en/fees.mdx',
        `${raw.replace('order: ten', 'order: 10')}\ntranslatedFrom: x`.replace(
          '---\n\nBody.\ntranslatedFrom: x',
          'translatedFrom: x\n---\n\nBody.',
        ),
      )
    expect(stamped('3f2a9c1b7e4d')).not.toThrow()
    const advice = 'must be the 12 hex digits "npm run content:stamp" writes, like "3f2a9c1b7e4d"'
    // Hand-typed, upper-case, and a digits-only stamp that YAML read as a number.
    expect(stamped('3f2a')).toThrow(
      `content/faq/en/fees.mdx:6: "translatedFrom" ${advice}, got "3f2a"; run it again on this file`,
    )
    expect(stamped('3F2A9C1B7E4D')).toThrow(`${advice}, got "3F2A9C1B7E4D"`)
    expect(stamped(123456789012)).toThrow(`${advice}, got 123456789012`)
  })
})
