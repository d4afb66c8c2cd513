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
 * footer is usually far below the screen: the browser may then skip its content
 * (`content-visibility: auto`), which spares its style and paint when the colour theme changes
 * from the menu (a third of the elements restyled on the home page, docs/performance.md
 * "Colour theme, fourth round"). Where the footer shows behind the backdrop it is drawn as ever.
 * Its last laid-out size holds its place while skipped (`contain-intrinsic-size: auto`, remembered
 * from every render, hence set at all times), so nothing on the page moves; the fallback length
 * only applies to a footer not laid out yet (a page drawn while a dialog is still open), and only
 * while it is out of view.
 */
export const footerBehindModalDialog: ThemeUIStyleObject = {
  containIntrinsicSize: 'auto 1200px',
  'body:has(dialog:modal) &': { contentVisibility: 'auto' },
}
