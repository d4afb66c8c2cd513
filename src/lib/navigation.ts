/**
 * Full page loads, in one module so tests can mock them (jsdom forbids redefining `location`). A
 * full load, not Gatsby's `navigate`, also drops whatever in-memory state led to the crash.
 */
export function assignLocation(url: string): void {
  window.location.assign(url)
}

export function reloadPage(): void {
  window.location.reload()
}
