import type { FastifyInstance } from 'fastify'

import type { Accounts } from '../accounts'
import { enforceCsrf, setCsrfCookie } from '../http/csrf'
import { detail } from '../http/django-errors'
import { readField } from '../http/json-body'
import { answerOtherMethods } from '../http/method-not-allowed'
import type { TokenStore } from '../tokens/token-store'
import { checkBearer } from './bearer'

export interface AuthRouteDependencies {
  accounts: Accounts
  tokens: TokenStore
}

/** The sign-in, verification and sign-out calls the site makes (docs/product.md#provider-api). */
export function registerAuthRoutes(
  app: FastifyInstance,
  { accounts, tokens }: AuthRouteDependencies,
) {
  app.post('/auth/v1/signin', { onRequest: enforceCsrf }, async (request, reply) => {
    const username = readField(request.body, 'username')
    const password = readField(request.body, 'password')
    const account =
      typeof username === 'string' && typeof password === 'string'
        ? accounts.authenticate(username, password)
        : null
    // Missing fields and a wrong password look alike: the site shows one message for 400.
    if (!account) return reply.code(400).send(detail('Invalid credentials.'))
    const { accessToken, refreshToken } = tokens.issue()
    // Django's login() rotates the CSRF token: a signed-in browser holds a fresh csrftoken.
    setCsrfCookie(request, reply, { rotate: true })
    return {
      data: {
        access_token: accessToken,
        refresh_token: refreshToken,
        whatsapp_number: account.whatsappNumber,
      },
    }
  })
  answerOtherMethods(app, '/auth/v1/signin', ['POST'])

  app.get('/auth/v1/verify', async (request, reply) => {
    const failure = checkBearer(request.headers.authorization, tokens)
    if (failure) {
      // DRF answers 401 (not 403) because it names the scheme the client should use.
      return reply.code(401).header('www-authenticate', 'Bearer realm="api"').send(detail(failure))
    }
    return {}
  })
  answerOtherMethods(app, '/auth/v1/verify', ['GET'])

  /**
   * Idempotent: an unknown, expired or already revoked refresh token is signed out as well (200),
   * so a second sign-out, or one after expiry, is no error and the answer tells nothing about
   * which tokens exist. Only a missing or non-string field is a 400, with DRF's field errors.
   */
  app.post('/auth/v1/signout', { onRequest: enforceCsrf }, async (request, reply) => {
    const refreshToken = readField(request.body, 'refresh_token')
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      return reply.code(400).send({ refresh_token: [fieldProblem(refreshToken)] })
    }
    tokens.revoke(refreshToken)
    return detail('Successfully logged out.')
  })
  answerOtherMethods(app, '/auth/v1/signout', ['POST'])
}

// DRF CharField's messages.
function fieldProblem(value: unknown): string {
  if (value === undefined) return 'This field is required.'
  if (value === null) return 'This field may not be null.'
  return value === '' ? 'This field may not be blank.' : 'Not a valid string.'
}
