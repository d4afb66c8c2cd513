import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { CrashBoundary, reportError } from '../features/crash'
import { theme } from '../lib/theme'
import { ToastProvider } from '../components/ui/toast'

/** Render errors go to whatever handler error reporting configured (Sentry, once it has loaded). */
const reportToConfiguredHandler = (error: unknown, componentStack: string) =>
  reportError(error, componentStack)

/**
 * Providers around the whole app, shared by gatsby-browser and gatsby-ssr: the crash fallback
 * outermost (a render error anywhere shows it), a jotai store per render (no state shared between
 * statically rendered pages), and the toasts, which outlive a navigation (each page's layout draws
 * them in its own language). Only providers: Gatsby also renders this around each page's Head, in
 * a root of its own, so what runs or draws something lives in the page wrapper
 * (docs/stack-notes.md#head-in-a-root-of-its-own).
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary theme={theme} onError={reportToConfiguredHandler}>
      <Provider>
        <ToastProvider>{children}</ToastProvider>
      </Provider>
    </CrashBoundary>
  )
}
