import type { ThemeUIStyleObject } from 'theme-ui'

export const footerHeadingStyles: ThemeUIStyleObject = { fontSize: 2, mt: 0, mb: 2 }
export const footerSmallPrint: ThemeUIStyleObject = {
  fontSize: 1,
  color: 'mutedText',
  m: 0,
  mb: 2,
}

/**
 * While a modal dialog is open (the mobile menu above all) the page behind it is inert, and the
 * footer is usually far below the screen: the browser may then skip its text, the served part
 * with the contacts and their icons and the legal notes (`content-visibility: auto`), which spares
 * its style and paint when the colour theme changes from the menu (docs/performance.md "Colour
 * theme, fourth round"). Where it shows behind the backdrop it is drawn as ever. Not the whole
 * footer: with its colour select skipped too, the browser brought the whole skipped footer up to
 * date at the next focus or value change of a select, in a task after the key's paint that the
 * key's own `keyup` then waited for. The text's last laid-out size holds its place while skipped
 * (`contain-intrinsic-size: auto`, remembered from every render, hence set at all times), so
 * nothing on the page moves; the fallback length only applies to a text not laid out yet (a page
 * drawn while a dialog is still open), and only while it is out of view.
 */
export const footerBehindModalDialog: ThemeUIStyleObject = {
  // src/lib/served-html.tsx marks the served part with this attribute.
  '& [data-served-part]': { containIntrinsicSize: 'auto 900px' },
  'body:has(dialog:modal) & [data-served-part]': { contentVisibility: 'auto' },
}

/**
 * The served part's last paragraph ends without a margin of its own: its 8 px would otherwise stay
 * inside the part while the part is skippable (a skippable element contains its children's
 * margins) and move what follows; the next block's 24 px margin makes the same gap either way.
 */
export const footerLastSmallPrint: ThemeUIStyleObject = { ...footerSmallPrint, mb: 0 }
