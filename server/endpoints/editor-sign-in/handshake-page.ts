import { createHash } from 'node:crypto'

import { lockedDown, serializePolicy } from '../../../hosting-policy/csp/content-security-policy'

/**
 * The page the sign-in window ends on. Decap's editor (the opener) and this page follow Decap's
 * handshake (decap-cms-lib-auth): the page says `authorizing:github`, the editor answers the
 * same, and only then does the page send `authorization:github:success:{"token":…}` (or
 * `…:error:{"message":…}`). Every message is addressed to the site's own origin, and the page
 * listens only to its opener on that origin, so no other window or site receives the token or can
 * ask for it. The outcome travels in a JSON block the script reads; the script itself never
 * changes, so the page's policy allows exactly its hash and nothing else runs.
 */
const handshakeScript = `(function () {
  var data = JSON.parse(document.getElementById('sign-in-outcome').textContent)
  var status = document.getElementById('status')
  var editor = window.opener
  if (!editor) {
    status.textContent = data.noEditor
    return
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== data.origin || event.source !== editor) return
    if (event.data !== 'authorizing:github') return
    editor.postMessage(data.message, data.origin)
    if (data.done) status.textContent = data.done
  })
  editor.postMessage('authorizing:github', data.origin)
})()`

const scriptHash = `'sha256-${createHash('sha256').update(handshakeScript).digest('base64')}'`

export const handshakePolicy = serializePolicy([
  ['default-src', "'none'"],
  ['script-src', scriptHash],
  ['style-src', "'unsafe-inline'"],
  ...lockedDown,
])

export interface HandshakePage {
  lang: string
  title: string
  /** Shown at once: the outcome, or "finishing" while the handshake runs. */
  status: string
  /** Shown once the editor has the token. */
  done?: string
  /** Shown when the page was not opened by the editor. */
  noEditor: string
  origin: string
  message: string
}

export function successMessage(token: string): string {
  return `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`
}

export function errorMessage(text: string): string {
  return `authorization:github:error:${JSON.stringify({ message: text })}`
}

export function handshakePage({ lang, title, status, ...data }: HandshakePage): string {
  // `<` escaped: nothing in the data can close the block or open a tag.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
    <style>body{font:1rem/1.5 system-ui,sans-serif;margin:2rem;max-width:36rem}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p id="status" role="status">${escapeHtml(status)}</p>
    </main>
    <script type="application/json" id="sign-in-outcome">${json}</script>
    <script>${handshakeScript}</script>
  </body>
</html>
`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
