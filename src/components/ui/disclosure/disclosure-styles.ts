import type { ThemeUICSSObject } from 'theme-ui'

/**
 * Shows at most `lines` lines of a block of text, ending the last with an ellipsis. The whole text
 * stays in the document, so assistive technology reads all of it; a caller that clamps text must
 * offer a way to show the rest on screen (a `<details>` with disclosureSummary).
 */
export function clampLines(lines: number): ThemeUICSSObject {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: String(lines),
    overflow: 'hidden',
  }
}

/**
 * The `<summary>` of a native `<details>` (which opens and closes without script, and tells
 * assistive technology whether it is open): the surrounding text's font, and instead of the
 * browser's triangle a chevron after the label, pointing down while closed and up while open.
 */
export const disclosureSummary: ThemeUICSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': {
    content: '""',
    flexShrink: 0,
    size: '0.4em',
    ml: 2,
    border: 'solid',
    borderWidth: '0 2px 2px 0',
    // Turned, the corner sits off the square's centre: shifted back onto the text's middle.
    transform: 'translateY(-25%) rotate(45deg)',
  },
  '[open] > &::after': { transform: 'translateY(25%) rotate(-135deg)' },
}
