import { lazy, type ComponentType } from 'react'
import { reloadPage } from '../lib/navigation'
import type { SiteHeadProps } from './page-props'

const never = new Promise<never>(() => undefined)

/** Suspends for good: Gatsby then never swaps the head it renders Head for. */
const KeepServerHead = lazy(() => never)

/**
 * The address whose head the static HTML holds: the first page Gatsby renders a head for (the
 * one the server wrote), until a navigation leaves it (null from then on, and where the server
 * wrote no head). One for every page's `Head`, whichever component it is.
 */
let servedPath: string | null | undefined

/**
 * Gatsby renders each page's `Head` again in the browser once the page has hydrated, in a React
 * root of its own, and puts what it rendered in the document's head. The static HTML already has
 * the first page's head (written without Gatsby's marks: served-head.ts). So the component is
 * needed only once a navigation leaves that page: until then this renders `KeepServerHead`, a
 * root that never commits leaves the static head alone, and the head's code (3 KiB) stays out of
 * the first load (docs/performance.md#first-load-javascript). The first navigation fetches it,
 * and `load` must remove the served head (`removeServedHead`) before Gatsby puts the new one in;
 * if the fetch fails, the new address is loaded in full, as Gatsby does when a page's own code
 * cannot be fetched.
 */
export function headOnNavigation<P extends SiteHeadProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // lazy() types its result for props it cannot see through a type parameter: the same P.
  const Head = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        reloadPage()
        return never
      },
    ),
  )
  const LoadedHead = Head as unknown as ComponentType<P>
  return function HeadOnNavigation(props: P) {
    const { pathname } = props.location
    // `gatsby develop` serves pages without their head (no <title>): nothing to keep there.
    if (servedPath === undefined) servedPath = document.querySelector('title') ? pathname : null
    if (pathname === servedPath) return <KeepServerHead />
    servedPath = null
    return <LoadedHead {...props} />
  }
}
