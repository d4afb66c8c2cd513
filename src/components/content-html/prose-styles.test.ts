import { proseStyles } from './prose-styles'
import { proseStylesFor } from './prose-styles-for'

const callout = '<div class="callout" data-status="info"><div class="callout-body"></div></div>'
const figure = '<figure class="figure"><img alt="" src="/a.png"/></figure>'
const term = '<span class="term"><dfn tabindex="0">PAMM</dfn></span>'

it('styles every editor component the answers use, as proseStyles does', () => {
  const styles = proseStylesFor([`<p>Intro</p>${callout}`, `<p>${term}</p>`, figure])
  // The same rules in the same order: the same emotion class as a block styled by itself.
  expect(Object.entries(styles)).toEqual(Object.entries(proseStyles))
})

it('leaves out the rules of a component no answer uses, and keeps those of plain Markdown', () => {
  const styles = proseStylesFor(['<p>Text with a <a href="#fees">link</a></p>', callout])
  expect(styles).not.toHaveProperty(['.figure'])
  expect(styles).not.toHaveProperty(['.term-definition'])
  expect(styles).toHaveProperty(['.callout'], proseStyles['.callout'])
  expect(styles).toHaveProperty(['ul, ol'], proseStyles['ul, ol'])
})

it('styles a figure as soon as an editor adds one', () => {
  expect(proseStylesFor(['<p>No figure</p>'])).not.toHaveProperty(['.figure'])
  expect(proseStylesFor(['<p>No figure</p>', figure])).toHaveProperty(
    ['.figure'],
    proseStyles['.figure'],
  )
})
