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

describe('a translation of an older pt-BR text', () => {
  const stamped = (locale: 'pt-BR' | 'ja', stamp: string | undefined, digest: string) => ({
    fields: { slug: 'fees', locale, html: '<p>…</p>', sourceDigest: digest },
    frontmatter: { question: 'Fees?', ...(stamp ? { translatedFrom: stamp } : {}) },
  })

  it('is marked outdated when its stamp is not the pt-BR text’s digest', () => {
    const [entry] = localisedEntries(
      [stamped('pt-BR', undefined, 'aaaaaaaaaaaa'), stamped('ja', 'bbbbbbbbbbbb', 'cccccccccccc')],
      'ja',
    )
    expect(entry).toMatchObject({ language: 'ja', isOutdated: true, isFallback: false })
  })

  it('is not marked when its stamp is today’s pt-BR digest', () => {
    const [entry] = localisedEntries(
      [stamped('pt-BR', undefined, 'aaaaaaaaaaaa'), stamped('ja', 'aaaaaaaaaaaa', 'cccccccccccc')],
      'ja',
    )
    expect(entry?.isOutdated).toBe(false)
  })

  it('is not marked when it has no stamp at all (unknown: reported by content:check only)', () => {
    const [entry] = localisedEntries(
      [stamped('pt-BR', undefined, 'aaaaaaaaaaaa'), stamped('ja', undefined, 'cccccccccccc')],
      'ja',
    )
    expect(entry?.isOutdated).toBe(false)
  })

  it('never marks the pt-BR text itself, on any page', () => {
    const nodes = [stamped('pt-BR', 'ffffffffffff', 'aaaaaaaaaaaa')]
    expect(localisedEntries(nodes, 'pt-BR')[0]?.isOutdated).toBe(false)
    expect(localisedEntries(nodes, 'ja')[0]).toMatchObject({ isFallback: true, isOutdated: false })
  })
})
