import { compile, run } from '@mdx-js/mdx'

import type { ContentImage } from '../../src/components/content-html/editor/content-image'
import { renderMdx } from '../../src/components/content-html/mdx/render-mdx'
import type { Language } from '../../src/i18n/languages'
import { parseContentPath } from '../../src/lib/content/content-file'
import { validateFrontmatter } from '../../src/lib/content/frontmatter'
import { mdxContentKinds } from '../../src/lib/content/model'
import { faqCollection } from '../config/faq-collection'
import { homeCollection } from '../config/home-collection'
import { localeFieldsOf } from '../config/locale-fields'
import { hasTranslation } from '../editor/locale-files'
import { parseMdxFile, printMdxFile, type EntryData } from '../editor/mdx-file'
import { calloutLabels } from './callout-labels'

export interface PreviewSource {
  /** `content/faq/en/fees.mdx`: errors name the file and line the save will write. */
  file: string
  language: Language
  data: EntryData
  /** An image of content/ (`images/fees.png`) as the browser can load it now. */
  imageUrl: (src: string) => string
  /** Its size; by default the browser loads it once to learn it. */
  measure?: (url: string) => Promise<ContentImage>
}

const localeFields = localeFieldsOf([faqCollection, homeCollection])

/**
 * The entry as the build renders it. Its frontmatter is checked by the build's own validator on
 * the file the save would write, then the body goes through the same content rules, MDX compiler
 * and editor components (src/components/content-html/mdx/): what the preview refuses the build
 * refuses, with the same message and line. A language without text of its own gets no file
 * (cms/editor/locale-files.ts), so there is nothing of it to check.
 */
export async function previewHtml({
  file,
  language,
  data,
  imageUrl,
  measure = measureImage,
}: PreviewSource): Promise<string> {
  const entry = parseContentPath(file.replace(/^content\//, ''))
  const printed = printMdxFile(data, Object.keys(mdxContentKinds[entry.kind].fields))
  if (hasTranslation(data, localeFields)) {
    const { body: _body, ...frontmatter } = parseMdxFile(printed)
    validateFrontmatter(frontmatter, entry, file, printed)
  }
  const body = typeof data.body === 'string' ? data.body.trim() : ''
  const bodyStartLine = printed.split('\n').length - body.split('\n').length
  return renderMdx({ compile, run }, body, {
    file,
    bodyStartLine,
    language,
    idPrefix: 'preview',
    calloutLabels: calloutLabels[language],
    resolveImage: (src) => measure(imageUrl(src)),
  })
}

/** The figure reserves the image's size, as on the site: load it once to learn it. */
async function measureImage(src: string): Promise<ContentImage> {
  const image = new Image()
  image.src = src
  try {
    await image.decode()
  } catch {
    throw new Error('the image cannot be loaded')
  }
  return { src, width: image.naturalWidth, height: image.naturalHeight }
}
