import type { ThemeUICSSObject } from 'theme-ui'
import { editorComponentStyles, markdownStyles } from './prose-styles'

type EditorComponent = keyof typeof editorComponentStyles

/**
 * `proseStyles` (./prose-styles) with only the editor components the given HTML uses: where one
 * rule in the page's head styles many answers (the FAQ), a component no answer uses costs bytes
 * of the first response for nothing (docs/performance.md#the-faqs-largest-paint). A module of its
 * own, so the pages whose prose styles itself (the home) do not download it.
 */
export function proseStylesFor(htmls: readonly string[]): ThemeUICSSObject {
  const used = (component: EditorComponent) =>
    htmls.some((html) => html.includes(`class="${component}"`))
  const components = (Object.keys(editorComponentStyles) as EditorComponent[]).filter(used)
  return Object.assign({}, markdownStyles, ...components.map((c) => editorComponentStyles[c]))
}
