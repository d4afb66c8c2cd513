import { proseStyles } from './prose-styles'

export interface ContentHtmlProps {
  html: string
  className?: string
  /** The language of the text, when it may differ from the page's (an untranslated answer). */
  lang?: string
  /**
   * `ancestor`: no style of its own; an ancestor styles every `[data-prose]` inside it with
   * `proseStyles` once, instead of each of many blocks computing them (the FAQ's answers).
   */
  styledBy?: 'self' | 'ancestor'
}

/**
 * HTML rendered at build time from an editor's MDX (./mdx/), styled as prose: no MDX
 * runtime reaches the browser.
 */
export function ContentHtml({ html, className, lang, styledBy = 'self' }: ContentHtmlProps) {
  return (
    <div
      data-prose=""
      lang={lang}
      className={className}
      sx={styledBy === 'self' ? proseStyles : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
