import Fastify, { type FastifyInstance } from 'fastify'

import { gitDataRoutes } from './routes/git-data-routes'
import { oauthRoutes } from './routes/oauth'
import { pullRoutes } from './routes/pull-routes'
import { repositoryRoutes } from './routes/repository-routes'
import { StandInState, type StandInOptions } from './stand-in-state'

/** An image as Decap uploads it, base64 in JSON: a third larger than the file. */
const maxBodyBytes = 40 * 1024 * 1024

/**
 * The GitHub stand-in: the REST endpoints Decap's GitHub backend calls in the editorial workflow
 * (decap-cms-backend-github's API.ts) and GitHub's two OAuth endpoints, over a real git
 * repository. As GitHub does, the API answers the site's editor across origins (CORS), and only
 * with a token the OAuth flow issued.
 */
export function createGithubStandIn(options: StandInOptions): {
  app: FastifyInstance
  state: StandInState
} {
  const state = new StandInState(options)
  const app = Fastify({ bodyLimit: maxBodyBytes })

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin === options.siteOrigin) {
      reply.header('access-control-allow-origin', options.siteOrigin)
      reply.header('vary', 'Origin')
    }
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type, cache-control')
        .header('access-control-max-age', '600')
        .send()
    }
    if (!request.url.startsWith('/repos/') && !request.url.startsWith('/user')) return
    const token = /^(?:token|bearer) (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
    if (!token || !state.tokens.has(token)) {
      return reply.code(401).send({ message: 'Bad credentials' })
    }
  })
  // Decap sends `Content-Type: application/json` on every call, DELETE's empty body included.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : (JSON.parse(String(body)) as unknown))
    } catch {
      done(Object.assign(new Error('Problems parsing JSON'), { statusCode: 400 }), undefined)
    }
  })
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) request.log.error(error)
    void reply
      .code(status)
      .send({ message: error instanceof Error ? error.message : 'Server error' })
  })

  // GitHub's API root lists its endpoints; here it tells a test runner the stand-in is up.
  app.get('/', async () => ({ current_user_url: '/user', repository: options.repo }))
  oauthRoutes(app, state)
  repositoryRoutes(app, state)
  gitDataRoutes(app, state)
  pullRoutes(app, state)
  return { app, state }
}
