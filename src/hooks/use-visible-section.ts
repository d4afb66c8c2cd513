import { useEffect, useState } from 'react'

/** SPEC §2: a section is current once this share of it is visible. */
export const sectionVisibleRatio = 0.75

/**
 * The first of `ids` (in the given order) with at least 75 % of it in view, or null. Does nothing
 * where IntersectionObserver is missing.
 */
export function useVisibleSection<Id extends string>(ids: readonly Id[], enabled: boolean): Id | null {
  const [visible, setVisible] = useState<Id | null>(null)
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return
    const ratios = new Map<string, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(entry.target.id, entry.intersectionRatio)
        setVisible(ids.find((id) => (ratios.get(id) ?? 0) >= sectionVisibleRatio) ?? null)
      },
      { threshold: [0, sectionVisibleRatio, 1] },
    )
    for (const id of ids) {
      const element = document.getElementById(id)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [ids, enabled])
  return visible
}
