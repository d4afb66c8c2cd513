import type { FastifyInstance, HTTPMethods } from 'fastify'

import { detail } from './django-errors'

const routedMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * A known path with another method gets DRF's 405 and an `Allow` header rather than a 404, so a
 * wrong method is not mistaken for a wrong base URL. A plain OPTIONS (not a CORS preflight,
 * which cors.ts answers first) lists the methods, as DRF's metadata response does.
 */
export function answerOtherMethods(
  app: FastifyInstance,
  url: string,
  allowed: readonly HTTPMethods[],
): void {
  // Fastify answers HEAD for every GET route itself.
  const served = allowed.includes('GET') ? [...allowed, 'HEAD'] : [...allowed]
  const allow = [...served, 'OPTIONS'].join(', ')
  app.route({
    method: routedMethods.filter((method) => !served.includes(method)),
    url,
    handler: async (request, reply) => {
      reply.header('allow', allow)
      if (request.method === 'OPTIONS') return {}
      return reply.code(405).send(detail(`Method "${request.method}" not allowed.`))
    },
  })
}
