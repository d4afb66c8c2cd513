import type { ThemeUICSSObject } from 'theme-ui'
import { proseStyles } from './prose-styles'

/**
 * The editor components (editor/) by the class their root element carries, and how a rule of
 * `proseStyles` that styles one of them names it (a term's `<dfn>` by its element).
 */
const editorComponents = [
  { rootClass: 'callout', styledBy: /\.callout\b/ },
  { rootClass: 'figure', styledBy: /\.figure\b/ },
  { rootClass: 'term', styledBy: /\.term\b|^dfn$/ },
]

/**
 * `proseStyles` with only the rules of the editor components the given HTML uses: where one rule
 * in the page's head styles many answers (the FAQ), a component no answer uses costs bytes of the
 * first response for nothing (docs/performance.md#the-faqs-largest-paint). A module of its own,
 * so the pages whose prose styles itself (the home) do not download it.
 */
export function proseStylesFor(htmls: readonly string[]): ThemeUICSSObject {
  const unused = editorComponents.filter(
    ({ rootClass }) => !htmls.some((html) => html.includes(`class="${rootClass}"`)),
  )
  return Object.fromEntries(
    Object.entries(proseStyles).filter(
      ([selector]) => !unused.some(({ styledBy }) => styledBy.test(selector)),
    ),
  ) as ThemeUICSSObject
}
