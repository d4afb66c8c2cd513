import { isDeepStrictEqual } from 'node:util'

/**
 * What a flow of the engine suite does in a browser, the same in every engine: the suite drives
 * Chromium and Firefox through puppeteer-core (CDP, WebDriver BiDi) and WebKit through WebDriver,
 * because Playwright's own browser builds cannot be installed here (docs/development.md#tests).
 * Clicks and keys are the browser's trusted input, never scripted events.
 */
export interface Visitor {
  readonly engine: EngineName
  /** Loads `path` of the site and waits until the page has hydrated (its handlers answer). */
  open(path: string): Promise<void>
  /** Loads `path` and returns once it has loaded, hydrated or not. */
  load(path: string): Promise<void>
  reload(): Promise<void>
  /** The page's path, query and hash. */
  location(): Promise<string>
  /** Runs `script` in the page with JSON `args`; its (awaited, JSON) result. */
  run<Args extends unknown[], Result>(
    script: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>
  /** A pointer click at the centre of the element `target` finds, scrolled into view first. */
  click(target: Target): Promise<void>
  /** Focuses the element and types `text` key by key. */
  type(target: Target, text: string): Promise<void>
  press(key: Key): Promise<void>
  /** Picks the option of `value` in the `<select>` `target` finds, as a visitor would. */
  choose(target: Target, value: string): Promise<void>
  setViewport(size: Viewport): Promise<void>
  screenshot(file: string): Promise<void>
}

export type EngineName = 'chromium' | 'firefox' | 'webkit'
export type Key = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter' | 'Space' | 'End'
export interface Viewport {
  width: number
  height: number
}

/**
 * A CSS selector, or an element by its role and accessible name (the name exactly, or a pattern),
 * optionally inside the first element `within` selects. Only visible elements are found.
 */
export type Target = string | { role: Role; name?: string | RegExp; within?: string }
export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'combobox'
  | 'searchbox'
  | 'textbox'
  | 'dialog'
  | 'status'
  | 'alert'

/** The attribute the element a role target found carries while it is acted on. */
export const targetAttribute = 'data-engine-target'

/** A role target as the in-page finder takes it: names as JSON, patterns as their source. */
export function serializeTarget(target: Target): [string, Role | '', string, string, string] {
  if (typeof target === 'string') return [target, '', '', '', '']
  const name = target.name
  return [
    target.within ?? 'body',
    target.role,
    typeof name === 'string' ? name : '',
    name instanceof RegExp ? name.source : '',
    name instanceof RegExp ? name.flags : '',
  ]
}

/**
 * In the page: marks the one visible element `target` names with `targetAttribute` and returns
 * how many matched (0 or more than 1 is the caller's error). Self-contained: it is sent as text.
 */
export function markTarget(
  within: string,
  role: string,
  name: string,
  pattern: string,
  flags: string,
): number {
  const marker = 'data-engine-target'
  document.querySelectorAll(`[${marker}]`).forEach((element) => element.removeAttribute(marker))
  const scope = role ? document.querySelector(within) : document
  if (!scope) return 0
  const implicit: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"], [role="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    combobox: 'select, [role="combobox"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    // Password fields too (no ARIA role): a visitor finds them by their label all the same.
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"], textarea',
    dialog: 'dialog, [role="dialog"]',
    status: 'output, [role="status"]',
    alert: '[role="alert"]',
  }
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => text(document.getElementById(id)))
        .join(' ')
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    if (element.id) {
      const forLabel = document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      if (forLabel) return text(forLabel)
    }
    const wrapping = element.closest('label')
    if (wrapping && element.matches('input, select, textarea')) return text(wrapping)
    return text(element)
  }
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const candidates = [
    ...scope.querySelectorAll(role ? (implicit[role] ?? `[role="${role}"]`) : within),
  ]
  const matches = candidates.filter((element) => {
    if (!visible(element)) return false
    if (!role || (!name && !pattern)) return true
    const accessible = accessibleName(element)
    return pattern ? new RegExp(pattern, flags).test(accessible) : accessible === name
  })
  if (matches.length === 1) matches[0]?.setAttribute(marker, '')
  return matches.length
}

export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target
  return `${target.role}${target.name === undefined ? '' : ` "${String(target.name)}"`}${
    target.within ? ` in ${target.within}` : ''
  }`
}

/**
 * Waits until `target` finds exactly one element and marks it (`targetAttribute`), so the engine
 * can act on `[data-engine-target]`; fails naming the target and how many it found.
 */
export async function markOne(visitor: Visitor, target: Target): Promise<string> {
  const started = Date.now()
  for (;;) {
    let found: unknown
    try {
      found = await visitor.run(markTarget, ...serializeTarget(target))
    } catch (error) {
      found = error instanceof Error ? error.message : error
    }
    if (found === 1) return `[${targetAttribute}]`
    if (Date.now() - started > 10_000) {
      throw new Error(
        `${visitor.engine}: ${describeTarget(target)} found ${String(found)} elements, not 1`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Resolves once `check` (run in the page) returns `expected` (deep-equal as JSON); else fails
 * after `timeoutMs` with the last value seen. The engine suite's one way to wait.
 */
export async function expectInPage<Args extends unknown[], Result>(
  visitor: Visitor,
  description: string,
  expected: Result,
  check: (...args: Args) => Result | Promise<Result>,
  ...args: Args
): Promise<void> {
  const timeoutMs = 10_000
  const started = Date.now()
  let last: unknown
  for (;;) {
    try {
      last = await visitor.run(check, ...args)
      // Deep equality, not JSON text: WebDriver hands objects back with their keys sorted.
      if (isDeepStrictEqual(last, expected)) return
    } catch (error) {
      // A navigation under way destroys the page the check ran in: try again on the next one.
      last = error instanceof Error ? error.message : error
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `${visitor.engine}: ${description}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(last)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Until the page's first render has committed (src/app/hydration-mark.ts). */
export function waitForHydration(visitor: Visitor): Promise<void> {
  return expectInPage(
    visitor,
    'the page hydrates',
    true,
    () => document.documentElement.dataset.hydrated === 'true',
  )
}
