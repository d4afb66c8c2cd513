import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { GatsbyNode } from 'gatsby'

import { pageText } from '../gatsby-starter/src/page-text'

/**
 * The page's two namespaces, written from the text both other references show, so all three
 * carry the same words: `common` (header and footer) and `index` (the page's own copy).
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  const { skipLink, siteName, navLabel, nav, footer, ...page } = pageText
  const dir = join(__dirname, 'locales', 'pt-BR')
  mkdirSync(dir, { recursive: true })
  const common = {
    page: { skipLink, siteName, navLabel, nav, footer },
    colourMode: 'Mudar o tema',
    likes: 'Curtidas: {{count}}',
  }
  writeFileSync(join(dir, 'common.json'), JSON.stringify(common))
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ page }))
}
