import { CacheProvider } from '@emotion/react'
import type { GatsbyBrowser } from 'gatsby'
import { createBrowserEmotionCache } from './src/app/emotion-cache'
import { hydrateInTransition } from './src/app/hydrate-in-transition'
import { PageWrapper } from './src/app/page-wrapper'
import { RootWrapper } from './src/app/root-wrapper'
import { leaveAnalyticsBehind } from './src/components/analytics/analytics-boundary'
import { cacheInterForNextPages, leadWithInterIfLoaded } from './src/lib/fonts'

// The server HTML's styles, known to emotion without being moved (src/app/emotion-cache.ts).
const emotionCache = createBrowserEmotionCache()

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={emotionCache}>
    <RootWrapper>{element}</RootWrapper>
  </CacheProvider>
)

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// The bundles run after the first paint (post-build/defer-page-scripts.ts): Inter loads now,
// for the next page (src/lib/fonts.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  cacheInterForNextPages()
}

// A client-side route change (navigate(), Back, Forward) to the sign-in page or the consultant area
// while analytics runs in this document becomes a full load: only a new document ends the script.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (!prevLocation) return
  leaveAnalyticsBehind(location.pathname)
  leadWithInterIfLoaded()
}

// Hydration in slices the browser can interrupt (see hydrate-in-transition.ts). Gatsby's `Renderer`
// type is react-dom's legacy render signature; it calls the function with (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>
