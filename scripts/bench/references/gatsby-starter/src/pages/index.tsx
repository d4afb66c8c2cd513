/** @jsxImportSource react */
import type { HeadFC } from 'gatsby'

import { pageText } from '../page-text'
import { ReferencePage } from '../reference-page'

export default function IndexPage() {
  return <ReferencePage />
}

export const Head: HeadFC = () => (
  <>
    <html lang={pageText.language} />
    <title>{pageText.title}</title>
    <meta name="description" content={pageText.description} />
    {/* No favicon request (a 404 in the console): the static floor says the same. */}
    <link rel="icon" href="data:," />
  </>
)
