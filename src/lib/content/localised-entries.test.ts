import { localisedEntries, type ContentNode } from './localised-entries'

const node = (
  slug: string,
  locale: 'pt-BR' | 'ja',
  question: string,
): ContentNode<{ question: string }> => ({
  fields: { slug, locale, html: `<p>${question}</p>`, text: question },
  frontmatter: { question },
})

it('uses the page language where translated and pt-BR, marked as such, where not', () => {
  const entries = localisedEntries(
    [
      node('fees', 'pt-BR', 'Quais são as taxas?'),
      node('fees', 'ja', '手数料は？'),
      node('risk', 'pt-BR', 'Quais são os riscos?'),
    ],
    'ja',
  )
  expect(entries).toEqual([
    expect.objectContaining({
      slug: 'fees',
      language: 'ja',
      isFallback: false,
      frontmatter: { question: '手数料は？' },
    }),
    expect.objectContaining({
      slug: 'risk',
      language: 'pt-BR',
      isFallback: true,
      frontmatter: { question: 'Quais são os riscos?' },
    }),
  ])
})

it('does not mark pt-BR entries of the pt-BR page as fallbacks', () => {
  expect(localisedEntries([node('fees', 'pt-BR', 'Taxas?')], 'pt-BR')[0]?.isFallback).toBe(false)
})
