import { render, screen } from '@testing-library/react'
import { fromJS } from 'immutable'
import { createElement, type ComponentType } from 'react'
import { webcrypto } from 'node:crypto'
import { TextEncoder } from 'node:util'
import { createHash } from 'node:crypto'
import { faqContent } from '../../src/lib/content/model'
import { mdxSourceText } from '../../src/lib/content/translation-source'
import { stampHints, stampStatus, translationStampControl } from './translation-stamp-widget'

// jsdom has neither Web Crypto's digest nor TextEncoder; the browsers the editor runs in have both.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true })
})

const ptBR = {
  id: 'fees',
  question: 'Quais são as taxas?',
  category: 'costs',
  order: 10,
  body: 'Uma taxa de 20 %.',
}
const today = createHash('sha256')
  .update(mdxSourceText(faqContent, ptBR, ptBR.body), 'utf8')
  .digest('hex')
  .slice(0, 12)
// The library Decap builds its `createClass` global with (decap-cms.js).
const createClass = jest.requireActual<(spec: object) => unknown>('create-react-class')
const Control = translationStampControl({
  h: createElement as unknown as (type: string, props: object | null) => unknown,
  createClass,
}) as ComponentType<Record<string, unknown>>
const renderControl = (locale: string, value: unknown, collection = 'faq', data = ptBR) =>
  render(
    createElement(Control, {
      value,
      locale,
      entry: fromJS({ data }),
      collection: fromJS({ name: collection }),
      forID: 'stamp',
    }),
  )

it('marks a translation of an older pt-BR text as outdated, and says how to fix it', async () => {
  renderControl('es', '000000000000')
  expect(await screen.findByText(stampHints.outdated)).toBeInTheDocument()
})

it('says a translation of today’s pt-BR text is up to date', async () => {
  renderControl('ja', today)
  expect(await screen.findByText(stampHints.current)).toBeInTheDocument()
})

it('turns a translation outdated as soon as pt-BR is edited on the same screen', async () => {
  const { rerender } = renderControl('ja', today)
  await screen.findByText(stampHints.current)
  rerender(
    createElement(Control, {
      value: today,
      locale: 'ja',
      entry: fromJS({ data: { ...ptBR, body: 'Uma taxa de 25 %.' } }),
      collection: fromJS({ name: 'faq' }),
      forID: 'stamp',
    }),
  )
  expect(await screen.findByText(stampHints.outdated)).toBeInTheDocument()
})

it('explains the stamp on the pt-BR side, and does not compare a banner it cannot see', async () => {
  renderControl('pt-BR', undefined)
  expect(await screen.findByText(stampHints.source)).toBeInTheDocument()
  expect(stampStatus('en', undefined, null)).toBe('not-compared')
  expect(stampStatus('en', undefined, today)).toBe('unstamped')
})
