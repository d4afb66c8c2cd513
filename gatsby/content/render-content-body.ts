import path from 'node:path'

import { renderMdx } from '../../src/components/content-html/mdx/render-mdx'
import type { Language } from '../../src/i18n/languages'
import { calloutLabels } from './callout-labels'
import { loadMdx } from './load-mdx'
import { publishContentImage } from './publish-content-image'

export interface ContentBodyOptions {
  /** `content/faq/en/fees.mdx`, for error messages. */
  file: string
  bodyStartLine: number
  language: Language
  idPrefix: string
  projectDir: string
  /** Off for checks that must not write into public/ (`npm run content:check`). */
  publish?: boolean
}

/** A content body as the build renders it, with images published into public/ (Node only). */
export async function renderContentBody(
  body: string,
  { projectDir, publish = true, ...options }: ContentBodyOptions,
): Promise<string> {
  const publicDir = publish ? path.join(projectDir, 'public') : null
  return renderMdx(await loadMdx(), body, {
    ...options,
    calloutLabels: calloutLabels(path.join(projectDir, 'locales'), options.language),
    // Images come from content/ for every file, the test fixtures' included.
    resolveImage: (src) => publishContentImage(path.join(projectDir, 'content'), publicDir, src),
  })
}
