import MarkdownIt from 'markdown-it'
import type { Language } from '../../src/i18n/languages'
import { localePath } from '../../src/i18n/paths'

/**
 * Content bodies are Markdown (inside .mdx files) rendered to HTML at build time: no MDX runtime
 * ships to visitors. Raw HTML is not allowed, so an editor's slip cannot inject markup.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })

export function renderMarkdown(body: string, language: Language): string {
  const env = { language }
  return markdown.render(body, env)
}

/** Site links are written unprefixed (`/signup/`); each locale's page links to its own edition. */
markdown.renderer.rules.link_open = (tokens, index, options, env: { language: Language }, self) => {
  const token = tokens[index]!
  const href = token.attrGet('href') ?? ''
  if (href.startsWith('/') && !href.startsWith('//')) {
    token.attrSet('href', localePath(env.language, href))
  } else if (/^https?:\/\//.test(href)) {
    token.attrSet('rel', 'noopener')
  }
  return self.renderToken(tokens, index, options)
}

/** Plain text of rendered HTML, for search. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
