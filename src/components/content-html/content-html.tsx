/**
 * HTML rendered at build time from an editor's Markdown (gatsby/content/render-markdown.ts, raw HTML
 * disabled there), styled as prose.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      sx={{
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        'ul, ol': { pl: 4 },
        li: { mb: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
