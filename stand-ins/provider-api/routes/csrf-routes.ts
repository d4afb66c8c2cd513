import type { FastifyInstance } from 'fastify'

import { setCsrfCookie } from '../http/csrf'
import { detail } from '../http/django-errors'
import { answerOtherMethods } from '../http/method-not-allowed'

/**
 * GET /auth/v1/csrf: issues the `csrftoken` cookie, as a Django view with ensure_csrf_cookie.
 * Not a call the site makes (it only reads the cookie); tests and developers call it to make the
 * provider enforce CSRF on the site's POSTs.
 */
export function registerCsrfRoutes(app: FastifyInstance): void {
  app.get('/auth/v1/csrf', async (request, reply) => {
    setCsrfCookie(request, reply)
    return detail('CSRF cookie set.')
  })
  answerOtherMethods(app, '/auth/v1/csrf', ['GET'])
}
