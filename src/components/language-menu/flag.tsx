import type { FlagCountry } from '../../i18n/languages'

/*
 * Flags are drawn here because emoji flags do not render on Windows. National colours are part of
 * the picture, not of the theme, so they are the one place with literal colours.
 */
/** The flag's field: a rectangle over the whole 30 × 20 drawing, written once for the seven. */
const field = (colour: string) => '<rect width="30" height="20" fill="' + colour + '"/>'

const drawings: Record<FlagCountry, string> = {
  br:
    field('#009c3b') +
    '<path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#ffdf00"/><circle cx="15" cy="10" r="4.6" fill="#002776"/>',
  pt:
    field('#da291c') +
    '<rect width="12" height="20" fill="#046a38"/><circle cx="12" cy="10" r="4" fill="#ffcc00"/>',
  gb:
    field('#012169') +
    '<path d="M0 0 30 20M30 0 0 20" stroke="#fff" stroke-width="4"/><path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" stroke-width="1.4"/><path d="M15 0v20M0 10h30" stroke="#fff" stroke-width="6"/><path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>',
  es: field('#aa151b') + '<rect y="5" width="30" height="10" fill="#f1bf00"/>',
  fr:
    field('#fff') +
    '<rect width="10" height="20" fill="#002654"/><rect x="20" width="10" height="20" fill="#ce1126"/>',
  it:
    field('#fff') +
    '<rect width="10" height="20" fill="#009246"/><rect x="20" width="10" height="20" fill="#ce2b37"/>',
  jp: field('#fff') + '<circle cx="15" cy="10" r="6" fill="#bc002d"/>',
}

/**
 * The drawing as an SVG data URI, percent-encoding only what the URI needs (`<`, `>`, `#`) and the
 * quotes, which React would otherwise write as `&quot;` in the page's HTML.
 */
export function flagImageUrl(country: FlagCountry): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${drawings[country]}</svg>`
  return `data:image/svg+xml,${svg.replace(/[<>#"]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`
}

const flagStyles = {
  flexShrink: 0,
  borderRadius: 2,
  boxShadow: '0 0 0 1px rgba(127, 127, 127, 0.5)',
} as const

/**
 * A small decorative flag drawn in the page: the language button's, which is in every page's HTML,
 * where shapes cost fewer bytes than the same drawing as a data URI. The shapes are written as React
 * would write them (closing tags), so that HTML stays as it was byte for byte.
 */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    <svg
      width="21"
      height="14"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      sx={flagStyles}
      // The constant drawings above, never anything a visitor sent.
      dangerouslySetInnerHTML={{
        __html: drawings[country].replace(/<(\w+)([^>]*)\/>/g, '<$1$2></$1>'),
      }}
    />
  )
}

/**
 * The same flag as an image (the language lists, rendered in the browser only): the page's styles
 * never reach inside an image, so a colour-theme switch with the list shown restyles one element
 * per flag rather than its 3 to 6 shapes (docs/performance.md, "Colour theme, fifth round"). Empty
 * alt: the language name beside it carries the meaning.
 */
export function FlagImage({ country }: { country: FlagCountry }) {
  return (
    <img
      src={flagImageUrl(country)}
      alt=""
      width="21"
      height="14"
      data-flag={country}
      sx={flagStyles}
    />
  )
}
