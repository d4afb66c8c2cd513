import { useEffect } from 'react'
import { markFirstRenderDone } from '../components/ui/slide-motion'

/** On <html> once the page's first render has committed: its handlers answer from then on. */
export const hydratedAttribute = 'data-hydrated'

/**
 * Marks the page hydrated from an effect of the tree around the page: effects run once React has
 * committed that tree, children first, so every handler of the page is attached by then (Gatsby's
 * `onInitialClientRender` runs from its own root's effect, which can come first while the
 * transition hydration still works through the page, and a lone scripted click then was lost).
 * Browser tests wait on the mark; notices mounted after it appear with motion (slide-motion.ts).
 */
export function useHydrationMark(): void {
  useEffect(() => {
    const root = document.documentElement
    if (root.hasAttribute(hydratedAttribute)) return
    root.setAttribute(hydratedAttribute, 'true')
    markFirstRenderDone()
  }, [])
}
