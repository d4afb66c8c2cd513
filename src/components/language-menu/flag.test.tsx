import { render, screen } from '@testing-library/react'
import { languageFlags, languages } from '../../i18n/languages'
import { Flag, FlagImage, flagImageUrl } from './flag'

const countries = languages.map((language) => languageFlags[language])

/** The SVG document a flag's data URI holds, as the browser's image decoder parses it. */
function parseDrawing(url: string) {
  const prefix = 'data:image/svg+xml,'
  expect(url.startsWith(prefix)).toBe(true)
  return new DOMParser().parseFromString(
    decodeURIComponent(url.slice(prefix.length)),
    'image/svg+xml',
  )
}

// A typo in a drawing would show a broken-image box in the language menu, not an error.
it.each(countries)('the %s flag is a well-formed SVG drawing with shapes', (country) => {
  const drawing = parseDrawing(flagImageUrl(country))
  expect(drawing.querySelector('parsererror')).toBeNull()
  const svg = drawing.documentElement
  expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
  expect(svg.getAttribute('viewBox')).toBe('0 0 30 20')
  expect(svg.children.length).toBeGreaterThanOrEqual(2)
})

it('keeps in the URI nothing a data URI or the HTML attribute would have to escape', () => {
  for (const country of countries) expect(flagImageUrl(country)).not.toMatch(/[<>#'"&]/)
})

it.each([
  ['image', FlagImage],
  ['inline drawing', Flag],
])(
  'as an %s it is decorative: screen readers skip it, the language name beside it speaks',
  (_, Drawn) => {
    render(
      <a href="/en/">
        <Drawn country="gb" />
        <span>English</span>
      </a>,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('link')).toHaveAccessibleName('English')
  },
)

/** Each shape as its SVG name and attributes, to compare drawings however they were serialised. */
const shapes = (svg: Element | null | undefined) =>
  [...(svg?.children ?? [])].map((shape) => ({
    svg: shape.namespaceURI === 'http://www.w3.org/2000/svg',
    name: shape.localName,
    attributes: Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  }))

it.each(countries)('draws the inline %s flag with the same SVG shapes as its image', (country) => {
  const { container } = render(<Flag country={country} />)
  const inline = shapes(container.querySelector(`svg[data-flag="${country}"]`))
  expect(inline.length).toBeGreaterThanOrEqual(2)
  expect(inline.every((shape) => shape.svg)).toBe(true)
  expect(inline).toEqual(shapes(parseDrawing(flagImageUrl(country)).documentElement))
})
