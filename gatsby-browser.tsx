import type { GatsbyBrowser } from 'gatsby'
import { PageWrapper } from './src/app/page-wrapper'

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
)
