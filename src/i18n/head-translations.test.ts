import { headTranslator } from './head-translations'

const data = {
  locales: {
    edges: [
      { node: { ns: 'common', language: 'fr', data: JSON.stringify({ title: 'Commun' }) } },
      {
        node: {
          ns: 'faq',
          language: 'fr',
          data: JSON.stringify({ title: 'Questions', meta: { by: 'Par {{name}}' } }),
        },
      },
    ],
  },
}

it('reads the page namespace the page query fetched', () => {
  const t = headTranslator(data, 'faq')
  expect(t('title')).toBe('Questions')
  expect(t('meta.by', { name: 'Ana' })).toBe('Par Ana')
})

it('falls back to the key, never to an empty title, when a string is missing', () => {
  expect(headTranslator(data, 'faq')('description')).toBe('description')
  expect(headTranslator(undefined, 'faq')('title')).toBe('title')
})
