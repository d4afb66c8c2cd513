import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportError, type ErrorHandler } from './error-handler'
import { SectionErrorOnUse } from './lazy-crash-screens'

export interface SectionBoundaryProps {
  children?: ReactNode
  /** Receives the error; defaults to the handler set with `setErrorHandler`. */
  onError?: ErrorHandler
}

interface SectionBoundaryState {
  crashed: boolean
}

/**
 * Keeps a broken page section from taking the page down: the section is replaced by 'Something went
 * wrong.' in the URL's locale, and the error goes to the configured handler
 * (docs/product.md#broken-sections). Give it a new `key` to try the section again.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { crashed: false }

  static getDerivedStateFromError(): SectionBoundaryState {
    return { crashed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? '', this.props.onError)
  }

  override render() {
    if (!this.state.crashed) return this.props.children
    return <SectionErrorOnUse />
  }
}
