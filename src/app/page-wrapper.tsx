import type { ReactNode } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { theme } from '../lib/theme'
import { FollowColorMode } from '../lib/color-mode'
import { useHydrationMark } from './hydration-mark'

/**
 * Providers around every page, shared by gatsby-browser and gatsby-ssr. The theme sits in
 * wrapPageElement, not wrapRootElement: with a Head export, Gatsby >= 5.6 duplicates emotion's
 * global styles when theme-ui wraps the root (docs/stack-notes.md#theme-in-the-page-wrapper).
 */
export function PageWrapper({ children }: { children: ReactNode }) {
  useHydrationMark()
  return (
    <ThemeUIProvider theme={theme}>
      <FollowColorMode />
      {children}
    </ThemeUIProvider>
  )
}
