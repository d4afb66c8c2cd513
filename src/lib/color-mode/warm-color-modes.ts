const lightClass = 'theme-ui-light'

/**
 * Has the browser compute the page's styles in the other colour mode, then in this one again, in
 * one task: no frame comes between, so nothing is painted and the visitor sees no change. What the
 * browser keeps from it makes the next real switch's restyle cheaper: in traces at 4× CPU with the
 * mobile menu open, the key's restyle of the same 175 elements took 9–10 ms after this against
 * 15–23 ms without (docs/performance.md, "Colour theme, fifth round"). Kept only in the state the
 * page is in (done before the menu opens, it did not help the switch made in the menu), so callers
 * run it once a colour select has come into view, while the browser is idle.
 */
export function warmColorModes(): void {
  const root = document.documentElement
  root.classList.toggle(lightClass)
  void root.offsetWidth // forces the whole page's style in the other mode
  root.classList.toggle(lightClass)
  void root.offsetWidth
}
