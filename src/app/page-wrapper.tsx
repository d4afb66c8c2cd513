import type { ReactNode } from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { AuthBootstrap } from '../features/auth'
import { CrashTrigger } from '../features/crash'
import { theme } from '../lib/theme'
import { FollowColorMode } from '../lib/color-mode'
import { useHydrationMark } from './hydration-mark'

/**
 * Around every page, shared by gatsby-browser and gatsby-ssr, and kept across navigations (Gatsby
 * renders it around each page but never unmounts it on a page change). The theme sits here, not in
 * wrapRootElement: with a Head export, Gatsby >= 5.6 duplicates emotion's global styles when
 * theme-ui wraps the root (docs/stack-notes.md#theme-in-the-page-wrapper). The auth load sequence
 * and the crash switch sit here too: the root wrapper also surrounds the page's Head, and a second
 * load sequence, or a crash there, would run once more and leave the page without its title.
 */
export function PageWrapper({ children }: { children: ReactNode }) {
  useHydrationMark()
  return (
    <ThemeUIProvider theme={theme}>
      <FollowColorMode />
      <AuthBootstrap />
      <CrashTrigger />
      {children}
    </ThemeUIProvider>
  )
}
