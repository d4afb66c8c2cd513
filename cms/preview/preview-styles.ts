import { serializeStyles } from '@emotion/serialize'
import { compile, serialize, stringify } from 'stylis'
import { css, type ThemeUICSSObject } from 'theme-ui'

import { proseStyles } from '../../src/components/content-html/prose-styles'
import { theme } from '../../src/lib/theme'

/** The class of the preview's outer element (cms/preview/preview-template.ts). */
export const previewClass = 'site-preview'

/**
 * The site's look for the preview frame, as one style sheet: the page's root styles, headings and
 * the prose styles of content (src/components/content-html/), resolved against the theme by
 * theme-ui's `css`, turned into CSS text by emotion's serialiser and stylis, as on the site.
 */
export function previewStyleSheet(): string {
  const styles: ThemeUICSSObject = {
    ...(theme.styles?.root as ThemeUICSSObject),
    maxWidth: '48rem',
    mx: 'auto',
    px: 3,
    py: 4,
    h1: { variant: 'text.heading', fontSize: 4, mt: 0, mb: 3 },
    '.prose': proseStyles,
  }
  const resolved = css(styles)(theme)
  const { styles: text } = serializeStyles([resolved as never])
  return serialize(compile(`.${previewClass}{${text}}`), stringify)
}
