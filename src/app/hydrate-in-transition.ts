import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { takeReloadWithoutScripts } from '../lib/static-reload'

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the static HTML inside a transition. React renders a
 * transition in 5 ms slices and yields to the browser in between, where a plain `hydrateRoot`
 * renders the whole page in one long task on a mid-range phone, during which a tap or a key
 * waits. The page is already painted, so nothing visible changes; an interaction during hydration
 * is replayed once its part of the page is ready (React's selective hydration). A container with
 * no server HTML (never the case for our pages) is rendered from scratch, as Gatsby's default does.
 * On the one load the crash screen asked for when its code could not be fetched
 * (src/lib/static-reload.ts), the page stays as the server wrote it.
 */
export function hydrateInTransition(element: ReactElement, container: Element): void {
  if (takeReloadWithoutScripts()) return
  if (container.children.length === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
