import type { GatsbyBrowser } from 'gatsby'
import { PageWrapper } from './src/app/page-wrapper'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)

// Lets browser tests (and anyone debugging) know the static HTML has become interactive.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}
