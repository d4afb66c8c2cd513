import { useEffect, useState } from 'react'

/** A section is current once this share of it is visible (docs/product.md#header). */
export const sectionVisibleRatio = 0.75

type VisibilityEntry = Pick<
  IntersectionObserverEntry,
  'intersectionRatio' | 'intersectionRect' | 'rootBounds'
>

/**
 * 0.75 of the section is visible. A section taller than the viewport can never show 0.75 of itself,
 * so it also counts once it fills 0.75 of the viewport. Home sections are at least 80 % of the
 * viewport tall, so no two sections can count at once.
 */
export function isSectionInView({
  intersectionRatio,
  intersectionRect,
  rootBounds,
}: VisibilityEntry): boolean {
  if (intersectionRatio >= sectionVisibleRatio) return true
  return (
    rootBounds !== null &&
    rootBounds.height > 0 &&
    intersectionRect.height / rootBounds.height >= sectionVisibleRatio
  )
}

// Fine steps so tall sections report as they come to fill the viewport.
const thresholds = Array.from({ length: 21 }, (_, step) => step / 20)

/** The first of `ids` that is in view (see isSectionInView), or null. */
export function useVisibleSection<Id extends string>(
  ids: readonly Id[],
  enabled: boolean,
): Id | null {
  const [visible, setVisible] = useState<Id | null>(null)
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return
    const inView = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inView.set(entry.target.id, isSectionInView(entry))
        setVisible(ids.find((id) => inView.get(id)) ?? null)
      },
      { threshold: thresholds },
    )
    for (const id of ids) {
      const element = document.getElementById(id)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [ids, enabled])
  return visible
}
