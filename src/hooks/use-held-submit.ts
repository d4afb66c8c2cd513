import { useEffect, type RefObject } from 'react'

/**
 * The bundles load after the first paint, so a visitor can press Enter in a form before React has
 * attached its handlers. Without help the browser would submit natively (a GET puts the password in
 * the URL, history and logs; the forms also say `method="post"` as a second guard). This inline
 * script, run before the body, holds such a submit: it is cancelled and the form is marked, and the
 * form's component sends it once it is ready (useHeldSubmit). The script is inline, so the post-build
 * step's per-page script hashes allow it under the CSP.
 */
export const heldSubmitAttribute = 'data-held-submit'
export const readyAttribute = 'data-ready'

// Once the page is interactive (gatsby-browser.tsx marks <html>), forms without the hook pass too.
export const holdEarlySubmitsScript = `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.getAttribute&&f.getAttribute('${readyAttribute}')===null&&document.documentElement.getAttribute('data-hydrated')!=='true'){e.preventDefault();f.setAttribute('${heldSubmitAttribute}','')}},true)`

/**
 * Marks the form ready (the pre-hydration guard lets its submits through from now on) and sends
 * the submit the visitor made before it was: the attempt is not lost.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    form.setAttribute(readyAttribute, '')
    if (form.hasAttribute(heldSubmitAttribute)) {
      form.removeAttribute(heldSubmitAttribute)
      form.requestSubmit()
    }
  }, [formRef])
}
