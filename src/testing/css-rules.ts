/**
 * The CSS rules emotion injected that match `element`, with the media condition they sit under. jsdom
 * ignores media queries in computed styles, so motion rules (`prefers-reduced-motion`) are read from
 * the stylesheet instead.
 */
export function cssRulesFor(element: Element): { media: string | null; css: string }[] {
  const found: { media: string | null; css: string }[] = []
  const visit = (rules: CSSRuleList, media: string | null) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText)
      else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        found.push({ media, css: rule.style.cssText })
      }
    }
  }
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, null)
  return found
}
