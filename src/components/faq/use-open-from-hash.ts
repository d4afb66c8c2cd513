import { useEffect } from 'react'

/**
 * `/qatrading/faq/#fees` opens that question: native <details> do not open for a fragment, and
 * the same id works in every locale.
 */
export function useOpenFromHash(): void {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (!id) return
      const target = document.getElementById(id)
      if (target instanceof HTMLDetailsElement) {
        target.open = true
        target.scrollIntoView({ block: 'start' })
        target.querySelector('summary')?.focus({ preventScroll: true })
      }
    }
    openTarget()
    window.addEventListener('hashchange', openTarget)
    return () => window.removeEventListener('hashchange', openTarget)
  }, [])
}
