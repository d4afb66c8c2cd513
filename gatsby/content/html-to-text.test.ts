/** @jest-environment node */
import { htmlToText } from './html-to-text'
import { renderInNode } from './test-support/render-in-node'
import type { RenderCase } from './test-support/render-cases'

/** Editors' bodies, rendered by the build's own MDX renderer before the tests read their text. */
const cases = {
  englishLinkBeforeFullStop: {
    body: 'The performance fee is settled through the provider; see [fees](/qatrading/faq/#fees).',
  },
  portugueseLinkBeforeComma: {
    body: 'A equipa negoceia segundo a estratégia descrita na secção [Estratégia](/#about), dentro de limites de risco fixos.',
    language: 'pt-PT',
  },
  japaneseInlineMarkup: {
    body: '詳しくは[手数料](/qatrading/faq/#fees)をご覧ください。**出金**できるのは*お客様*だけです。',
    language: 'ja',
  },
  paragraphsAndList: {
    body: 'First paragraph.\nStill the first.\n\nThe steps:\n\n- open an account\n- **link** it',
  },
  japaneseParagraphs: {
    body: 'いいえ、できません。\n\nただし、リスクは伴います。',
    language: 'ja',
  },
  components: {
    body: [
      'A <Term title="One account that trades for many investors">pooled account</Term> comes with its definition.',
      '<Callout status="info">\n  Read **this** before you open an account.\n</Callout>',
      '<Figure src="images/strategy.png" alt="The strategy, step by step" caption="How trades are placed" />',
    ].join('\n\n'),
  },
} satisfies Record<string, RenderCase>

let texts: Record<keyof typeof cases, string>

beforeAll(() => {
  const names = Object.keys(cases) as (keyof typeof cases)[]
  const rendered = renderInNode(names.map((name) => cases[name]))
  texts = Object.fromEntries(
    names.map((name, index) => {
      const result = rendered[index]!
      if ('error' in result) throw new Error(`${name}: ${result.error}`)
      return [name, htmlToText(result.html)]
    }),
  ) as typeof texts
}, 60_000)

describe('the plain text of an answer reads as the page shows it', () => {
  it('keeps a link’s full stop against it in English', () => {
    expect(texts.englishLinkBeforeFullStop).toBe(
      'The performance fee is settled through the provider; see fees.',
    )
  })

  it('keeps a link’s comma against it in European Portuguese', () => {
    expect(texts.portugueseLinkBeforeComma).toBe(
      'A equipa negoceia segundo a estratégia descrita na secção Estratégia, dentro de limites de risco fixos.',
    )
  })

  it('puts no space inside a Japanese sentence around links and emphasis', () => {
    expect(texts.japaneseInlineMarkup).toBe(
      '詳しくは手数料をご覧ください。出金できるのはお客様だけです。',
    )
  })

  it('sets paragraphs and list items apart by one space and joins wrapped lines', () => {
    expect(texts.paragraphsAndList).toBe(
      'First paragraph. Still the first. The steps: open an account link it',
    )
    expect(texts.japaneseParagraphs).toBe('いいえ、できません。 ただし、リスクは伴います。')
  })

  it('reads editor components as shown: a term without its tooltip, a callout with its hidden word, a caption', () => {
    expect(texts.components).toBe(
      'A pooled account comes with its definition. Note Read this before you open an account. How trades are placed',
    )
  })
})

it('decodes the characters React escapes', () => {
  expect(htmlToText('<p>Fees &amp; costs: &lt;1 % &quot;net&quot; &#x27;per year&#x27;</p>')).toBe(
    'Fees & costs: <1 % "net" \'per year\'',
  )
})
