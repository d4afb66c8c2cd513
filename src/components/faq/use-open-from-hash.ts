import { useEffect } from 'react'

/** The fragment as text, or null when it is not valid percent-encoding (`#%E0%A4`). */
function fragmentText(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return null
  }
}

/**
 * Opens the question the address's fragment names, if it is in the page. A fragment anyone can
 * write in a link: one that names nothing, or is not even valid, opens nothing and breaks nothing.
 */
export function openHashTarget(): void {
  const id = fragmentText()
  if (!id) return
  const target = document.getElementById(id)
  if (target instanceof HTMLDetailsElement) {
    target.open = true
    target.scrollIntoView({ block: 'start' })
    target.querySelector('summary')?.focus({ preventScroll: true })
  }
}

/**
 * `/qatrading/faq/#fees` opens that question: native <details> do not open for a fragment, and
 * the same id works in every locale.
 */
export function useOpenFromHash(): void {
  useEffect(() => {
    openHashTarget()
    window.addEventListener('hashchange', openHashTarget)
    return () => window.removeEventListener('hashchange', openHashTarget)
  }, [])
}
