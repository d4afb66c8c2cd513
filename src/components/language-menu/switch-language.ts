import { navigate } from 'gatsby'
import { afterNextPaint } from '../../lib/after-next-paint'

/** The part of Gatsby's page loader (`window.___loader`, set by its production runtime) used here. */
interface PageLoader {
  loadPage: (path: string) => Promise<unknown>
}

declare global {
  interface Window {
    ___loader?: Partial<PageLoader>
  }
}

let latestChoice: string | null = null

/**
 * Goes to `target` (a locale path, with the hash the visitor is at) once the tap's paint is on
 * screen: the menu closes in that paint, the new page's requests start after it, so the tap does
 * not wait for them (docs/performance.md#interactions).
 *
 * The last choice wins. Gatsby's `navigate` goes wherever its page data arrives last, so choosing
 * French and then, while French still loads, Spanish could end in French. So the page data is
 * loaded first, through the loader `navigate` itself uses (one request, cached for it), and only
 * the latest choice navigates. Without the loader's `loadPage` (the unit tests' stand-in) it
 * navigates at once.
 */
export function switchLanguage(target: string): void {
  latestChoice = target
  afterNextPaint(() => {
    if (latestChoice !== target) return
    const [pathname = target] = target.split('#')
    const loader = window.___loader
    const loaded =
      typeof loader?.loadPage === 'function'
        ? loader.loadPage(pathname).catch(() => undefined) // navigate itself handles a failure
        : undefined
    void Promise.resolve(loaded).then(() => {
      if (latestChoice === target) void navigate(target)
    })
  })
}

/** The visitor chose the language they are reading: a switch still loading is no longer wanted. */
export function cancelLanguageSwitch(): void {
  latestChoice = null
}
