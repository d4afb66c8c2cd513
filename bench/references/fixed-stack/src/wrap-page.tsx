import type { GatsbyBrowser } from 'gatsby'
import { ThemeUIProvider } from 'theme-ui'

import { theme } from './theme'

/**
 * theme-ui's provider as its getting-started guide sets it up, around each page rather than the
 * root: with a `Head` export, a root provider writes emotion's global styles twice (Gatsby ≥ 5.6).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <ThemeUIProvider theme={theme}>{element}</ThemeUIProvider>
)
