/**
 * Words a visitor can read in a page's HTML: the body's text without scripts, styles, templates
 * and `<noscript>` fallbacks, split at white space. Used to show that the references carry about
 * as much text as our pages (a longer page costs more to lay out and paint).
 */
export function visibleWords(html: string): number {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const text = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:nbsp|#160|#xa0);/gi, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
