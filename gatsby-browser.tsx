import type { GatsbyBrowser } from 'gatsby'
import { PageWrapper } from './src/app/page-wrapper'
import { RootWrapper } from './src/app/root-wrapper'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
)

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// Lets browser tests (and anyone debugging) know the static HTML has become interactive.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}
