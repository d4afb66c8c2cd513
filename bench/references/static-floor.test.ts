/** @jest-environment node */
import { visibleWords } from '../text'
import { pageText } from './gatsby-starter/src/page-text'
import { staticFloorHtml } from './static-floor'

const css = 'body{margin:0}'
const html = staticFloorHtml(css)

it('is one HTML page with its CSS inline and no JavaScript at all', () => {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
  expect(html).toContain(`<style>${css}</style>`)
  expect(html).not.toMatch(/<script\b/i)
  expect(html).not.toMatch(/\son[a-z]+=/i)
  expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/i)
  expect(html).toContain('<html lang="pt-BR">')
  expect(html).toContain('name="viewport"')
})

it('carries all of the reference text, about as much as our pt-BR home page (~650 words)', () => {
  const strings = [
    pageText.hero.title,
    ...pageText.hero.paragraphs,
    ...pageText.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.list ?? []),
    ]),
    pageText.footer.about,
    ...pageText.footer.legal,
  ]
  for (const text of strings) expect(html).toContain(text)
  expect(visibleWords(html)).toBeGreaterThan(600)
  expect(visibleWords(html)).toBeLessThan(700)
})
