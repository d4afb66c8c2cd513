import type { GatsbySSR } from 'gatsby'
import { InitializeColorMode } from 'theme-ui'

/** theme-ui's documented no-flash script: the stored colour mode applies before the first paint. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([<InitializeColorMode key="theme-ui-no-flash" />])
}
