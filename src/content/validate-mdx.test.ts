/** @jest-environment node */
import { bodyStartLine, findMdxSyntaxError } from './validate-mdx'

it('finds where the body starts after the frontmatter', () => {
  expect(bodyStartLine('---\nid: a\n---\n\nText')).toBe(4)
  expect(bodyStartLine('Text only')).toBe(1)
})
