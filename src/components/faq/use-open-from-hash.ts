import { useEffect } from 'react'

/** Opens the question the address's fragment names, if it is in the page. */
export function openHashTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1))
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
