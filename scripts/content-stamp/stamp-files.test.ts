/** @jest-environment node */
import matter from 'gray-matter'

import { stampJson, stampMdx } from './stamp-files'

const question = '---\nid: fees\nquestion: 手数料は？\ncategory: costs\norder: 10\n---\n\n本文。\n'

it('adds the stamp as the last frontmatter line, or replaces the one there', () => {
  const stamped = stampMdx(question, '3f2a9c1b7e4d')
  expect(stamped).toBe(question.replace('order: 10\n', 'order: 10\ntranslatedFrom: 3f2a9c1b7e4d\n'))
  expect(stampMdx(stamped, 'aaaaaaaaaaaa')).toBe(
    question.replace('order: 10\n', 'order: 10\ntranslatedFrom: aaaaaaaaaaaa\n'),
  )
})

it('quotes a digest YAML would read as a number, so the build reads it back as written', () => {
  for (const digest of ['123456789012', '1234567e8901', '000000000000']) {
    const { data } = matter(stampMdx(question, digest))
    expect(data.translatedFrom).toBe(digest)
  }
})

it('refuses a file without frontmatter, rather than writing a stamp into the text', () => {
  expect(() => stampMdx('Just text.\n', '3f2a9c1b7e4d')).toThrow(
    'the file has no frontmatter between --- lines',
  )
})

it('writes a banner’s stamp as the editor would, after the other fields', () => {
  const banner =
    '{\n  "enabled": true,\n  "id": "news",\n  "title": "N",\n  "description": "D"\n}\n'
  expect(stampJson(banner, '3f2a9c1b7e4d')).toBe(
    '{\n  "enabled": true,\n  "id": "news",\n  "title": "N",\n  "description": "D",\n  "translatedFrom": "3f2a9c1b7e4d"\n}\n',
  )
})
