import { homeContent } from '../../src/lib/content/model'
import type { FolderCollection } from './decap-types'
import { mdxCollection } from './mdx-collection'

/** content/home/<locale>/<section>.mdx: the four sections, changed but never added or deleted. */
export const homeCollection: FolderCollection = mdxCollection(homeContent, {
  label: 'Home page',
  label_singular: 'Home section',
  summary: '{{section}}: {{title}}',
})
