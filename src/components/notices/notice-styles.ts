import { consentDecidedAttribute } from '../../features/consent'
import { languages } from '../../i18n/languages'
import { theme } from '../../lib/theme'
import { suggestionAttribute } from '../language-suggestion/suggestion-choice'

/**
 * Which notice shows: one at a time, the first that applies in reading order
 * (docs/product.md#notices), decided from what the notices mark on <html> before the first paint,
 * so that paint already has the right one and nothing moves after it.
 */
const order = [
  // The language suggestion first: what follows should be in a language the visitor reads. The
  // page has the offer of every other language; the one <html> names shows.
  // (html: above the offers' own display, which the banner sets.)
  'html [data-notice=suggestion]>*{display:none}',
  ...languages.map(
    (language) =>
      `html[${suggestionAttribute}=${language}] [data-notice=suggestion]>[lang=${language}]{display:flex}`,
  ),
  `html[${suggestionAttribute}] [data-notice=suggestion]~[data-notice]:not([data-review]){display:none}`,
  // Then the consent question, before news: it decides what may run. Hidden for those who answered.
  `html[${consentDecidedAttribute}] [data-notice=consent]{display:none}`,
  `html:not([${consentDecidedAttribute}]) [data-notice=consent]~[data-notice]{display:none}`,
  // A review the visitor asked for from the footer comes before everything else.
  '[data-notice-area]:has(>[data-notice=consent][data-review])>[data-notice]:not([data-notice=consent]){display:none}',
]

/**
 * The kit's banner (without its icon: the width goes to the text) as a band across the page under
 * the header: small text, square edges, the content lined up with the page's centred container.
 */
const [, smallText] = theme.fontSizes as number[]
const [, , smallGap, pageInset] = theme.space as number[]
const { container } = theme.sizes as { container: number }
const band =
  `[data-notice-area] [data-status]{border-radius:0;border-width:0 0 1px 4px;gap:${smallGap}px;font-size:${smallText}px;line-height:1.5;` +
  `padding-inline:max(${pageInset}px,calc(50% - ${container / 2 - pageInset!}px))}`

/**
 * The notices' order and look, as one static stylesheet in every page's head (gatsby-ssr.tsx):
 * all the browser needs before the first paint, and nothing for the bundles to carry.
 */
export const noticeCss = [...order, band].join('')
