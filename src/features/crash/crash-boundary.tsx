import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ThemeUIProvider, type Theme } from 'theme-ui'
import { CrashScreenOnUse } from './lazy-crash-screens'
import { reportError, type ErrorHandler } from './error-handler'

export interface CrashBoundaryProps {
  children?: ReactNode
  /** Receives every caught render error, e.g. Sentry's captureException. */
  onError?: ErrorHandler
  /**
   * Theme for the fallback. Pass it when the boundary sits outside the ThemeUIProvider (the root
   * wrapper): the fallback replaces the provider too. Without it the fallback uses browser colours.
   */
  theme?: Theme
}

interface CrashBoundaryState {
  error: unknown
  crashed: boolean
}

/** Wraps the whole app: a render error anywhere shows the crash fallback instead of a blank page. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, crashed: false }

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, crashed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Only the explicit prop: the section handler's default is for sections.
    if (this.props.onError) reportError(error, info.componentStack ?? '', this.props.onError)
  }

  override render() {
    if (!this.state.crashed) return this.props.children
    const fallback = <CrashScreenOnUse error={this.state.error} />
    const { theme } = this.props
    return theme ? <ThemeUIProvider theme={theme}>{fallback}</ThemeUIProvider> : fallback
  }
}
