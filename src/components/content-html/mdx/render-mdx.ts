import { createElement, type FC } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as jsxRuntime from 'react/jsx-runtime'

import type { ContentImage } from '../editor/content-image'
import { editorComponents } from '../editor/editor-components'
import type { CalloutStatus } from '../editor/editor-rules'
import type { Language } from '../../../i18n/languages'
import { contentRules, ContentRulesError } from './content-rules'

/**
 * The two functions of `@mdx-js/mdx` the renderer needs, passed in: it is ESM-only, so Gatsby's
 * CommonJS gatsby-node reaches it with a dynamic import (gatsby/content/load-mdx.ts) while a browser bundle can
 * import it directly. This module itself has no Node-only import.
 */
export interface MdxCompiler {
  compile: (source: string, options: object) => Promise<{ toString(): string }>
  run: (code: string, options: object) => Promise<{ default: unknown }>
}

export interface RenderMdxOptions {
  /** As editors see it (`content/faq/en/fees.mdx`), for error messages. */
  file: string
  /** Line of the file where the body starts (after the frontmatter), so errors name file lines. */
  bodyStartLine: number
  /** The entry's language: site links get its prefix. */
  language: Language
  idPrefix: string
  calloutLabels: Readonly<Record<CalloutStatus, string>>
  /** Publishes an image of content/ and tells its URL and size; throws when there is none. */
  resolveImage: (src: string) => Promise<ContentImage>
}

/** A content mistake: every line is `file:line: what is wrong`. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentError'
  }
}

/**
 * An editor's MDX body as static HTML: checked by the content rules, compiled, and rendered with
 * the editor components by React's server renderer. The compiled code only builds elements (the
 * rules refuse every expression, import and export), so running it runs nothing an editor wrote.
 */
export async function renderMdx(
  mdx: MdxCompiler,
  body: string,
  options: RenderMdxOptions,
): Promise<string> {
  const { file, bodyStartLine, language } = options
  const at = (line: number) => `${file}:${line + bodyStartLine - 1}`
  const figures: { src: string; line: number }[] = []
  let code: string
  try {
    const compiled = await mdx.compile(body, {
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [
        [
          contentRules,
          { language, onFigure: (src: string, line: number) => figures.push({ src, line }) },
        ],
      ],
    })
    code = String(compiled)
  } catch (error) {
    if (error instanceof ContentRulesError) {
      throw new ContentError(
        error.problems.map(({ line, message }) => `${at(line)}: ${message}`).join('\n'),
      )
    }
    const { reason, message, line } = error as { reason?: string; message?: string; line?: number }
    throw new ContentError(`${at(typeof line === 'number' ? line : 1)}: ${reason ?? message}`)
  }
  const images = new Map<string, ContentImage>()
  for (const { src, line } of figures) {
    try {
      images.set(src, await options.resolveImage(src))
    } catch (error) {
      throw new ContentError(`${at(line)}: <Figure src="${src}">: ${(error as Error).message}`)
    }
  }
  const { default: Content } = await mdx.run(code, jsxRuntime)
  const components = editorComponents({ ...options, images })
  return renderToStaticMarkup(createElement(Content as FC<{ components: object }>, { components }))
}
