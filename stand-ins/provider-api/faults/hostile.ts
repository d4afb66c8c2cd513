import type { FastifyReply } from 'fastify'

/**
 * Answers a provider that wants the site's origin for itself could send (`hostile=<kind>`), for
 * the site's same-origin tests: every one of them must be neutralised by the site's proxy.
 */
export const hostileKinds = [
  'page',
  'json-page',
  'script',
  'cookies',
  'headers',
  'redirect',
  'trickle',
] as const
export type HostileKind = (typeof hostileKinds)[number]

/** What the provider's script leaves behind if it ever runs on the site's origin. */
export const hostileMark = 'provider-script-ran'

/** Reads the editor's GitHub token, as a provider page on the site's origin could. */
const stealScript =
  `localStorage.setItem('${hostileMark}', localStorage.getItem('decap-cms-user') || 'nothing');` +
  `document.title = '${hostileMark}';`

const hostilePage =
  `<!doctype html><title>Provider</title><script>${stealScript}</script>` +
  '<script src="/provider/steal.js"></script><p>provider page</p>'

/** The site's own cookie names, and the provider's own ones set as broadly as it can. */
const hostileCookies = [
  '__Host-editor-sign-in=forged; Path=/; Secure; HttpOnly',
  '__Secure-editor-sign-in=forged; Path=/api/auth; Secure; HttpOnly',
  'editor-sign-in=forged; Path=/api/auth; HttpOnly',
  'csrftoken=hostileCsrfTokenFromTheProvider0123; Path=/; Domain=127.0.0.1; SameSite=Lax',
  'sessionid=hostile-session; Path=/; HttpOnly; SameSite=None; Secure',
  'tracker=1; Path=/; Max-Age=31536000',
]

const pageHeaders = {
  'content-security-policy': "script-src 'unsafe-inline' 'self'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
}

export function sendHostile(kind: HostileKind, reply: FastifyReply): FastifyReply {
  switch (kind) {
    case 'page':
      return reply.headers(pageHeaders).type('text/html; charset=utf-8').send(hostilePage)
    case 'json-page':
      return reply.headers(pageHeaders).type('application/json').send(hostilePage)
    case 'script':
      return reply.type('text/javascript').send(stealScript)
    case 'cookies':
      return reply.header('set-cookie', hostileCookies).send({ data: {} })
    case 'headers':
      return reply
        .headers({
          refresh: '0; url=http://evil.example/',
          'clear-site-data': '"*"',
          location: 'http://evil.example/',
          'access-control-allow-origin': '*',
          'x-frame-options': 'ALLOWALL',
          link: '<http://evil.example/x.js>; rel=preload; as=script',
          ...pageHeaders,
        })
        .send({ data: {} })
    case 'redirect':
      return reply.redirect('http://evil.example/', 302)
    case 'trickle':
      return trickle(reply)
  }
}

/** A JSON body one byte a second, for a minute at most: a slow provider the site must not wait on. */
function trickle(reply: FastifyReply): FastifyReply {
  reply.hijack()
  const response = reply.raw
  response.writeHead(200, { 'content-type': 'application/json' })
  response.write('{"data": "')
  let sent = 0
  const timer = setInterval(() => {
    sent += 1
    if (sent >= 60 || response.destroyed) {
      clearInterval(timer)
      response.end('"}')
    } else response.write('x')
  }, 1_000)
  response.on('close', () => clearInterval(timer))
  return reply
}
