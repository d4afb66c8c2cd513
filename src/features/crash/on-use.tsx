import { Component, lazy, Suspense, type ReactNode } from 'react'
import { reloadWithoutScripts } from '../../lib/static-reload'
import type { CrashFallbackProps } from './crash-fallback'

// Both screens come in one chunk, fetched when something has failed: with the seven languages'
// texts it is 5 KiB no visitor needs until then (docs/performance.md#first-load-javascript).
const CrashFallback = lazy(() =>
  import(/* webpackChunkName: "crash-screen" */ './crash-fallback').then((module) => ({
    default: module.CrashFallback,
  })),
)
const SectionError = lazy(() =>
  import(/* webpackChunkName: "crash-screen" */ './section-error').then((module) => ({
    default: module.SectionError,
  })),
)

interface ChunkFailureProps {
  children: ReactNode
  /** 'reload': the page reloads once without scripts; 'escalate': the error goes up a boundary. */
  onFailure: 'reload' | 'escalate'
}

/** Catches a failed fetch of the crash screen's chunk. */
class ChunkFailure extends Component<ChunkFailureProps, { error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('The crash screen could not be loaded') }
  }

  override componentDidCatch(): void {
    if (this.props.onFailure === 'reload') reloadWithoutScripts()
  }

  override render() {
    if (this.state.error === null) return this.props.children
    // A broken section whose message cannot be fetched takes the whole page to the crash screen,
    // which tries the chunk again and, failing, reloads the page without scripts.
    if (this.props.onFailure === 'escalate') throw this.state.error
    return null
  }
}

/** The crash screen, fetched on the crash; if it cannot be, the page reloads without scripts. */
export function CrashScreenOnUse(props: CrashFallbackProps) {
  return (
    <ChunkFailure onFailure="reload">
      <Suspense fallback={null}>
        <CrashFallback {...props} />
      </Suspense>
    </ChunkFailure>
  )
}

/** A broken section's message, fetched when the section breaks. */
export function SectionErrorOnUse() {
  return (
    <ChunkFailure onFailure="escalate">
      <Suspense fallback={null}>
        <SectionError />
      </Suspense>
    </ChunkFailure>
  )
}
