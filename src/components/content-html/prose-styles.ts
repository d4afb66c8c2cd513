import type { ThemeUICSSObject } from 'theme-ui'

import { bannerSurface } from '../ui/banner'
import { visuallyHidden } from '../ui/visually-hidden'
import { calloutStatuses } from './editor/editor-rules'

/**
 * Editors' HTML as prose, including the editor components (editor/), which render plain elements
 * with class names at build time: their look comes from here, with the theme's tokens.
 */
export const proseStyles: ThemeUICSSObject = {
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  'ul, ol': { pl: 4 },
  li: { mb: 1 },
  ...Object.fromEntries(
    calloutStatuses.map((status) => [`.callout[data-status="${status}"]`, bannerSurface(status)]),
  ),
  '.callout': { my: 3 },
  '.callout-body': { flex: '1 1 auto', minWidth: 0, '& > p': { my: 1 } },
  '.callout-label': visuallyHidden,
  '.figure': {
    mx: 0,
    my: 4,
    img: { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 'default' },
    figcaption: { mt: 2, fontSize: 1, color: 'mutedText' },
  },
  '.term': { position: 'relative' },
  dfn: {
    fontStyle: 'normal',
    // Safari reads a line style in the shorthand only prefixed; emotion writes no prefixes.
    WebkitTextDecoration: 'underline dotted',
    textDecoration: 'underline dotted',
    textUnderlineOffset: '0.2em',
    cursor: 'help',
  },
  '.term-definition': {
    display: 'none',
    position: 'absolute',
    left: 0,
    bottom: 'calc(100% + 0.25rem)',
    zIndex: 1,
    width: 'max-content',
    maxWidth: '16rem',
    px: 2,
    py: 1,
    fontSize: 1,
    lineHeight: 'body',
    color: 'text',
    bg: 'muted',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'small',
  },
  '.term:hover .term-definition, .term:focus-within .term-definition': { display: 'block' },
}
