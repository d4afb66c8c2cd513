/**
 * Test support (not shipped): the CSS rules emotion injected that match `element`, with the media
 * condition they sit under. jsdom ignores media queries in computed styles, so motion rules are
 * read from the stylesheet instead.
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

/** Makes `prefers-reduced-motion: reduce` match (or not); returns a restore function. */
export function mockReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
  return () => {
    window.matchMedia = original
  }
}
