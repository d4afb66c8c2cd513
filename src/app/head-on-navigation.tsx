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

/** A page head's code: the component, and how to remove the head the server wrote before it. */
export interface HeadModule<P> {
  default: ComponentType<P>
  removeServedHead: () => void
}

/**
 * Gatsby renders each page's `Head` again in the browser once the page has hydrated, in a React
 * root of its own, and puts what it rendered in the document's head. The static HTML already has
 * the first page's head (written without Gatsby's marks: served-head.ts). So the component is
 * needed only once a navigation leaves that page: until then this renders `KeepServerHead`, a
 * root that never commits leaves the static head alone, and the head's code (3 KiB) stays out of
 * the first load (docs/performance.md#first-load-javascript). The first navigation fetches it
 * and removes the served head before Gatsby puts the new one in; if the fetch fails, the new
 * address is loaded in full, as Gatsby does when a page's own code cannot be fetched.
 */
export function headOnNavigation<P extends SiteHeadProps>(
  load: () => Promise<HeadModule<P>>,
): ComponentType<P> {
  const Head = lazy(() =>
    load().then(
      (module) => {
        module.removeServedHead()
        return module
      },
      () => {
        reloadPage()
        return never
      },
    ),
  )
  // lazy() types its result for props it cannot see through a type parameter: the same P.
  const LoadedHead = Head as unknown as ComponentType<P>
  return function HeadOnNavigation(props: P) {
    const { pathname } = props.location
    // `gatsby develop` serves pages without their head: nothing to keep there.
    if (servedPath === undefined)
      servedPath = process.env.BUILD_STAGE === 'develop' ? null : pathname
    if (pathname === servedPath) return <KeepServerHead />
    servedPath = null
    return <LoadedHead {...props} />
  }
}
