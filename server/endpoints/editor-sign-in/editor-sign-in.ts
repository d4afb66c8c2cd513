import type { FastifyReply, FastifyRequest } from 'fastify'

import { signInWindowOpenerPolicy } from '../../../hosting-policy/admin'
import { acceptedLanguageTags, firstSiteLanguage } from '../../../src/i18n/browser-language'
import { editorStrings, type EditorStrings } from '../../../src/i18n/editor-strings'
import { errorMessage, handshakePage, handshakePolicy, successMessage } from './handshake-page'
import type { EditorSignInConfig } from './sign-in-config'
import {
  checkState,
  issueState,
  readCookie,
  stateCookie,
  stateCookieName,
  stateCookiePath,
} from './sign-in-state'
import { exchangeCode } from './token-exchange'

export const signInPath = stateCookiePath

/** Far above what GitHub or Decap send (a code, a state, a scope): anything longer is not ours. */
export const maxQueryLength = 1024

/** What Decap adds when it opens the window, and what GitHub adds when it sends the editor back. */
const startParameters = new Set(['provider', 'site_id', 'scope', 'login'])
const callbackParameters = new Set(['code', 'state', 'error', 'error_description', 'error_uri'])
const scopes = new Set(['repo', 'public_repo'])

export interface EditorSignInOptions {
  /** Unset: editing is off, and the window says so. */
  config: EditorSignInConfig | undefined
  /** GATSBY_SITE_URL's origin: the callback address GitHub returns to and the only postMessage target. */
  siteOrigin: string
  fetch?: typeof fetch
  tokenTimeoutMs?: number
  now?: () => number
}

type Outcome = keyof EditorStrings['signIn']

/**
 * GET /api/auth, the editor's sign-in window, in two steps on one address (one route, one
 * function, one callback URL for the owner to register with GitHub):
 * 1. opened by Decap (`?provider=github&scope=repo…`): sets the state cookie and redirects to
 *    GitHub's authorization page, always with this site's own callback address;
 * 2. GitHub's redirect back (`?code=…&state=…`, or `?error=…`): checks the state against the
 *    cookie, trades the code for a token server-side, and hands it to the editor window.
 * Any other parameter (a `redirect`, a `next`), or a query longer than any real one, is refused:
 * the endpoint never sends anyone to an address it was given.
 */
export function editorSignInHandler(options: EditorSignInOptions) {
  const callbackUrl = `${options.siteOrigin}${signInPath}`
  const now = options.now ?? Date.now
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const language = firstSiteLanguage(acceptedLanguageTags(request.headers['accept-language']))
    const strings = editorStrings[language].signIn
    const answer = (status: number, outcome: Outcome | 'notConfigured', message?: string) => {
      const text =
        outcome === 'notConfigured' ? editorStrings[language].notConfigured : strings[outcome]
      return reply
        .code(status)
        .header('content-security-policy', handshakePolicy)
        .header('cross-origin-opener-policy', signInWindowOpenerPolicy)
        .type('text/html; charset=utf-8')
        .send(
          handshakePage({
            lang: language,
            title: strings.title,
            status: text,
            done: outcome === 'working' ? strings.done : undefined,
            noEditor: strings.noEditor,
            origin: options.siteOrigin,
            message: message ?? errorMessage(text),
          }),
        )
    }

    const query = request.url.slice(request.url.indexOf('?') + 1)
    if (!request.url.includes('?') || query.length > maxQueryLength) {
      return answer(query.length > maxQueryLength ? 414 : 400, 'badRequest')
    }
    const parameters = new URLSearchParams(query)
    const names = [...parameters.keys()]
    if (new Set(names).size !== names.length) return answer(400, 'badRequest')
    const isCallback = names.some((name) => callbackParameters.has(name))
    const allowed = isCallback ? callbackParameters : startParameters
    if (names.some((name) => !allowed.has(name))) return answer(400, 'badRequest')
    if (!options.config) return answer(404, 'notConfigured')

    const cookieName = stateCookieName(options.siteOrigin)
    if (!isCallback) {
      const provider = parameters.get('provider') ?? 'github'
      const scope = parameters.get('scope') ?? 'repo'
      if (provider !== 'github' || !scopes.has(scope)) return answer(400, 'badRequest')
      const state = issueState(now())
      const authorize = new URL(options.config.authorizeUrl)
      authorize.search = new URLSearchParams({
        client_id: options.config.clientId,
        redirect_uri: callbackUrl,
        scope,
        state,
        allow_signup: 'false',
      }).toString()
      return reply
        .code(302)
        .header('set-cookie', stateCookie(options.siteOrigin, state))
        .header('cross-origin-opener-policy', signInWindowOpenerPolicy)
        .redirect(authorize.toString(), 302)
    }

    // The state is single-use: whatever happens next, the cookie goes.
    reply.header('set-cookie', stateCookie(options.siteOrigin, null))
    const state = checkState(
      parameters.get('state') ?? undefined,
      readCookie(request.headers.cookie, cookieName),
      now(),
    )
    if (state !== 'valid') return answer(400, state === 'expired' ? 'expired' : 'forged')
    if (parameters.has('error')) return answer(403, 'denied')
    const code = parameters.get('code') ?? ''
    if (!/^[\w.-]{1,128}$/.test(code)) return answer(400, 'badRequest')

    const exchange = await exchangeCode(options.config, code, callbackUrl, {
      fetchImpl: options.fetch,
      timeoutMs: options.tokenTimeoutMs,
    })
    if (exchange.outcome === 'refused') {
      request.log.warn({ reason: exchange.reason }, 'GitHub refused an editor sign-in code')
      return answer(403, 'refused')
    }
    if (exchange.outcome === 'unavailable') {
      request.log.warn({ reason: exchange.reason }, 'GitHub token endpoint unavailable')
      return answer(502, 'unavailable')
    }
    return answer(200, 'working', successMessage(exchange.token))
  }
}
