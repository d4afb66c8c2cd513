import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { AuthBootstrap } from '../features/auth'

/**
 * Providers around the whole app, shared by gatsby-browser and gatsby-ssr: a jotai store per render
 * (no state shared between statically rendered pages) and the auth load sequence, run once.
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <AuthBootstrap />
      {children}
    </Provider>
  )
}
