import { proseStyles } from './prose-styles'

/**
 * HTML rendered at build time from an editor's MDX (./mdx/), styled as prose: no MDX
 * runtime reaches the browser.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} sx={proseStyles} dangerouslySetInnerHTML={{ __html: html }} />
}
