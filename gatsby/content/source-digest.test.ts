/** @jest-environment node */
import {
  announcementSourceText,
  mdxSourceText,
  sourceDigest,
} from '../../src/lib/content/translation-source'
import { faqContent, homeContent } from '../../src/lib/content/model'
import { sourceDigestSync } from './source-digest'

const question = { id: 'fees', question: 'Quais são as taxas?', category: 'costs', order: 10 }
const faqText = mdxSourceText(faqContent, question, 'Uma taxa de **20 %**.')

it('is the start of the SHA-256 of the question and the body', () => {
  // printf '%s' '["Quais são as taxas?","Uma taxa de **20 %**."]' | sha256sum | cut -c1-12
  expect(sourceDigestSync(faqText)).toBe('fdb0544d48e7')
})

it('is the same in the browser (Web Crypto) as in the build (node:crypto), in any script', async () => {
  const texts = [faqText, mdxSourceText(homeContent, { title: '合同運用口座' }, '手数料は？\n'), '']
  for (const text of texts) expect(await sourceDigest(text)).toBe(sourceDigestSync(text))
})

it('changes when a word of the question or of the body changes', () => {
  const digest = (data: object, body: string) =>
    sourceDigestSync(mdxSourceText(faqContent, { ...question, ...data }, body))
  const original = digest({}, 'Uma taxa de **20 %**.')
  expect(digest({ question: 'Quais são as tarifas?' }, 'Uma taxa de **20 %**.')).not.toBe(original)
  expect(digest({}, 'Uma taxa de **25 %**.')).not.toBe(original)
})

it('ignores what a translator does not translate: shared fields, the stamp, line endings', () => {
  const original = sourceDigestSync(faqText)
  const same = mdxSourceText(
    faqContent,
    { ...question, category: 'risk', order: 90, translatedFrom: '000000000000' },
    '\r\nUma taxa de **20 %**.  \r\n',
  )
  expect(sourceDigestSync(same)).toBe(original)
})

it('covers the banner’s title, text and both link labels, not its links or dates', () => {
  const banner = {
    id: '2026-faq',
    title: 'Novidade',
    description: 'Veja',
    link: { label: 'Ler', href: '/qatrading/faq/' },
    action: { label: 'Criar conta', href: '/signup/' },
  }
  // printf '%s' '["Novidade","Veja","Ler","Criar conta"]' | sha256sum | cut -c1-12
  expect(sourceDigestSync(announcementSourceText(banner))).toBe('571ebe016ff3')
  const moved = { ...banner, link: { label: 'Ler', href: '/' }, endsAt: '2026-12-31' }
  expect(sourceDigestSync(announcementSourceText(moved))).toBe('571ebe016ff3')
  const reworded = { ...banner, action: { label: 'Abrir conta', href: '/signup/' } }
  expect(sourceDigestSync(announcementSourceText(reworded))).not.toBe('571ebe016ff3')
})
