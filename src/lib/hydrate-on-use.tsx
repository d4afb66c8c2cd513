import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react'
import { afterFirstInteraction } from './first-interaction'

const never = new Promise<never>(() => undefined)

/** gatsby-browser sets the mark once the first render (the hydration of the server HTML) committed. */
const pageHydrated = () => document.documentElement.dataset.hydrated === 'true'

/**
 * The server's side of `hydrateOnUse`: the component inside the Suspense boundary the browser
 * renders there, so that the static HTML carries the boundary's marks and React can leave it as
 * it is while hydrating.
 */
export function renderedWithBoundary(Component: ComponentType): ComponentType {
  return function Rendered() {
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    )
  }
}

/**
 * A part of the page that works without its code (text and plain links), whose code stays out of
 * the first load (docs/performance.md#first-load-javascript). While the page hydrates, the part's
 * Suspense boundary waits for code that is not there yet, so React keeps the server's HTML and
 * DOM nodes as they are; the code is fetched after the paint of the visitor's first interaction,
 * and React then adopts those same nodes. A copy rendered after the first page (a client-side
 * navigation) has no server HTML to show: it fetches the code at once and appears when it is in.
 * If the fetch fails, the first page keeps its server HTML, and a later page goes without the part.
 *
 * Without props, and memoised: a boundary still waiting must not be rendered again, nor see a
 * context above it change value, before it has hydrated, or React gives up its server HTML for
 * the fallback (nothing) until the code is in. No context above it may change after hydration.
 */
export function hydrateOnUse(load: () => Promise<ComponentType>): ComponentType {
  let fetchNow: () => void = () => undefined
  const wanted = new Promise<void>((resolve) => {
    fetchNow = resolve
  })
  let waitingForInteraction = false
  const Deferred = lazy(() =>
    wanted.then(load).then(
      (component) => ({ default: component }),
      () => never,
    ),
  )
  function HydrateOnUse() {
    const [afterFirstPage] = useState(pageHydrated)
    useEffect(() => {
      if (afterFirstPage) fetchNow()
      else if (!waitingForInteraction) {
        waitingForInteraction = true
        afterFirstInteraction(fetchNow)
      }
    }, [afterFirstPage])
    return (
      <Suspense fallback={null}>
        <Deferred />
      </Suspense>
    )
  }
  return memo(HydrateOnUse)
}
