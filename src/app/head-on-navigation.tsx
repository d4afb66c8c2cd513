import { lazy, type ComponentType } from 'react'
import { reloadPage } from '../lib/navigation'
import type { TranslatedHeadProps } from './translated-head-elements'

const never = new Promise<never>(() => undefined)

/** Suspends for good: Gatsby then never swaps the head it renders Head for. */
const KeepServerHead = lazy(() => never)

/**
 * Gatsby renders each page's `Head` again in the browser once the page has hydrated, in a React
 * root of its own, and puts what it rendered in place of the `[data-gatsby-head]` elements the
 * static HTML already has (the same elements, on the first page). On a navigation it removes
 * those first. So the component is needed only once they are gone: until then this renders
 * `KeepServerHead`, a root that never commits leaves the static head alone, and the head's code
 * (3 KiB) stays out of the first load (docs/performance.md#first-load-javascript). The first
 * navigation fetches it; if that fails, the new address is loaded in full, as Gatsby does when a
 * page's own code cannot be fetched.
 */
export function headOnNavigation(
  load: () => Promise<ComponentType<TranslatedHeadProps>>,
): ComponentType<TranslatedHeadProps> {
  const Head = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        reloadPage()
        return never
      },
    ),
  )
  return function HeadOnNavigation(props: TranslatedHeadProps) {
    if (document.head.querySelector('[data-gatsby-head]')) return <KeepServerHead />
    return <Head {...props} />
  }
}
