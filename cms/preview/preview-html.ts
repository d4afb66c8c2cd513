import { compile, run } from '@mdx-js/mdx'

import { renderMdx } from '../../src/components/content-html/mdx/render-mdx'
import type { ContentImage } from '../../src/components/content-html/editor/content-image'
import type { Language } from '../../src/i18n/languages'
import { printMdxFile, type EntryData } from '../editor/mdx-file'
import { calloutLabels } from './callout-labels'

export interface PreviewSource {
  /** `content/faq/en/fees.mdx`: errors name the file and line the save will write. */
  file: string
  language: Language
  data: EntryData
  /** An image of content/ (`images/fees.png`) as the browser can load it now. */
  imageUrl: (src: string) => string
}

/**
 * The entry's body as the build renders it: the same content rules, MDX compiler and editor
 * components (src/components/content-html/mdx/render-mdx.ts), so what the preview refuses the build refuses,
 * with the same message and line.
 */
export function previewHtml({ file, language, data, imageUrl }: PreviewSource): Promise<string> {
  const body = typeof data.body === 'string' ? data.body.trim() : ''
  const printed = printMdxFile(data)
  const bodyStartLine = printed.split('\n').length - body.split('\n').length
  return renderMdx({ compile, run }, body, {
    file,
    bodyStartLine,
    language,
    idPrefix: 'preview',
    calloutLabels: calloutLabels[language],
    resolveImage: (src) => measureImage(imageUrl(src)),
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
