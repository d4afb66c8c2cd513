/**
 * /admin/index.html: Decap's bundle, then the editor entry that registers the site's formats and
 * preview (it must run after decap-cms.js defines `window.CMS`, before Decap reads entries, which
 * happens only after config.yml has been fetched). No inline script, so the page's policy needs no
 * hash. Editor-facing only, so in English (Decap's own interface is English too).
 */
export function adminPage({ previewUrl }: { previewUrl?: string } = {}): string {
  // CMS_PREVIEW_URL for the editor's entry (cms/editor/preview-links.ts); attribute-escaped.
  const previewMeta = previewUrl
    ? `\n    <meta name="editor-preview-url" content="${previewUrl.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" />`
    : ''
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />${previewMeta}
    <title>Content editor</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="admin.js"></script>
  </body>
</html>
`
}
