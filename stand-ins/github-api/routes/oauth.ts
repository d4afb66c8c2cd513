import { randomBytes } from 'node:crypto'

import type { FastifyInstance } from 'fastify'

import type { StandInState } from '../stand-in-state'

/**
 * GitHub's OAuth web flow (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps):
 * the authorization page approves at once (the editor is already "signed in to GitHub") and sends
 * the browser back with a one-time code; the token endpoint trades a code, once, for a token, and
 * answers refusals with 200 and an `error`, as GitHub does.
 */
export function oauthRoutes(app: FastifyInstance, state: StandInState): void {
  app.get('/login/oauth/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>
    const redirectUri = query.redirect_uri ?? ''
    if (query.client_id !== state.options.clientId) {
      return reply.code(404).type('text/plain').send('Unknown OAuth application')
    }
    // GitHub only returns to the application's registered callback (or a path below it).
    if (!redirectUri.startsWith(`${state.options.siteOrigin}/api/auth`)) {
      return reply.code(400).type('text/plain').send('redirect_uri is not registered')
    }
    const code = randomBytes(10).toString('hex')
    state.codes.set(code, { redirectUri, scope: query.scope ?? '' })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    if (query.state !== undefined) back.searchParams.set('state', query.state)
    return reply.redirect(back.toString(), 302)
  })

  app.post('/login/oauth/access_token', async (request) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>
    if (
      body.client_id !== state.options.clientId ||
      body.client_secret !== state.options.clientSecret
    ) {
      return {
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
      }
    }
    const issued = state.codes.get(body.code ?? '')
    if (!issued || issued.redirectUri !== body.redirect_uri) {
      return {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      }
    }
    state.codes.delete(body.code ?? '')
    const token = `gho_${randomBytes(18).toString('hex')}`
    state.tokens.add(token)
    return { access_token: token, token_type: 'bearer', scope: issued.scope }
  })
}
