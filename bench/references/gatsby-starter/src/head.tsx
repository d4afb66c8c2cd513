/** @jsxImportSource react */
import type { HeadFC } from 'gatsby'

import { pageText } from './page-text'

/** The page's head, shared by the Gatsby references; the static floor writes the same tags. */
export const Head: HeadFC = () => (
  <>
    <html lang={pageText.language} />
    <title>{pageText.title}</title>
    <meta name="description" content={pageText.description} />
    {/* No favicon request (a 404 in the console): the static floor says the same. */}
    <link rel="icon" href="data:," />
  </>
)
