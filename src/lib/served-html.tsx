import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { afterFirstInteraction } from './first-interaction'

const never = new Promise<never>(() => undefined)

/** Set once the first render (the hydration of the server HTML) has committed (src/app/hydration-mark.ts). */
const pageHydrated = () => document.documentElement.dataset.hydrated === 'true'

/**
 * Marks the element around a served part. An attribute, not an id: an id of the page's content (a
 * FAQ entry's, a heading's) could be the same and come first.
 */
const servedAttribute = 'data-served-part'

/**
 * The server's side of `servedThenFetched`: the part inside an element marked with its `name`,
 * where the browser finds the HTML the server wrote.
 */
export function servedPart<P extends object = object>(
  name: string,
  Part: ComponentType<P>,
): ComponentType<P> {
  const mark = { [servedAttribute]: name }
  return function ServedPart(props: P) {
    return (
      <div {...mark}>
        <Part {...props} />
      </div>
    )
  }
}

/**
 * A part of the page that works as the server wrote it (text and plain links, no handlers), whose
 * code stays out of the first load (docs/performance.md#first-load-javascript).
 *
 * On the page the server wrote, the part is the served HTML, given back to React as its own inner
 * HTML: React neither hydrates nor replaces it, whatever happens above it (a context that changes
 * value, a parent that renders again), so it costs no script and never flashes. A copy rendered
 * later, after a client-side navigation, has no served HTML: it renders the part's code, which is
 * fetched after the paint of the visitor's first interaction, so it is there before the
 * navigation that interaction may lead to. If that fetch fails, that page goes without the part,
 * or calls `whenUnavailable` if given (a part the page is not whole without: the FAQ's questions).
 * The props reach the fetched part only: the served HTML was written with the server's.
 */
export function servedThenFetched<P extends object = object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  whenUnavailable?: () => void,
): ComponentType<P> {
  const mark = { [servedAttribute]: name }
  // lazy() types its result for props it cannot see through a type parameter: the same P.
  const Fetched = lazy<ComponentType<P>>(() =>
    load().then(
      (Part) => ({ default: Part }),
      () => {
        whenUnavailable?.()
        return never
      },
    ),
  )
  const FetchedPart = Fetched as unknown as ComponentType<P>
  let prefetching = false
  const prefetch = () => {
    if (prefetching) return
    prefetching = true
    afterFirstInteraction(() => void load().catch(() => undefined))
  }
  return function ServedThenFetched(props: P) {
    // Read once, at the hydration of the served page; pages drawn later (each a new instance:
    // Gatsby keys a page by its path) have no served HTML.
    const [served] = useState(() =>
      pageHydrated()
        ? undefined
        : document.querySelector(`[${servedAttribute}="${name}"]`)?.innerHTML,
    )
    useEffect(() => {
      if (served !== undefined) prefetch()
    }, [served])
    if (served !== undefined) return <div {...mark} dangerouslySetInnerHTML={{ __html: served }} />
    return (
      <div {...mark}>
        <Suspense fallback={null}>
          <FetchedPart {...props} />
        </Suspense>
      </div>
    )
  }
}
