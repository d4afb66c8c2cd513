import { render, screen } from '@testing-library/react'
import { languageFlags, languages } from '../../i18n/languages'
import { Flag, flagImageUrl } from './flag'

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

it('is decorative: screen readers skip it, the language name beside it speaks', () => {
  render(
    <a href="/en/">
      <Flag country="gb" />
      <span>English</span>
    </a>,
  )
  expect(screen.queryByRole('img')).toBeNull()
  expect(screen.getByRole('link')).toHaveAccessibleName('English')
})
