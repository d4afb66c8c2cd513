import { lazy, Suspense } from 'react'
import { reloadWithoutScripts } from '../../lib/static-reload'
import type { CrashFallbackProps } from './crash-fallback'

const never = new Promise<never>(() => undefined)

/**
 * Both screens come in one chunk, fetched when something has failed: with the seven languages'
 * texts it is 5 KiB no visitor needs until then (docs/performance.md#first-load-javascript). A
 * chunk that cannot be fetched (offline, or a deployment replaced it) leaves nothing to show the
 * error with: the page then reloads once as the server wrote it, without hydrating.
 */
function fetchedOnUse<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    reloadWithoutScripts()
    return never
  })
}

const CrashFallback = lazy(() =>
  fetchedOnUse(() => import(/* webpackChunkName: "crash-screen" */ './crash-fallback')).then(
    (module) => ({ default: module.CrashFallback }),
  ),
)
const SectionError = lazy(() =>
  fetchedOnUse(() => import(/* webpackChunkName: "crash-screen" */ './section-error')).then(
    (module) => ({ default: module.SectionError }),
  ),
)

/** The crash screen, fetched on the crash. */
export function CrashScreenOnUse(props: CrashFallbackProps) {
  return (
    <Suspense fallback={null}>
      <CrashFallback {...props} />
    </Suspense>
  )
}

/** A broken section's message, fetched when the section breaks. */
export function SectionErrorOnUse() {
  return (
    <Suspense fallback={null}>
      <SectionError />
    </Suspense>
  )
}
