import type { FastifyReply, FastifyRequest } from 'fastify'

import { cacheControlFor } from '../static/cache-control'
import { parseRequestPath } from '../static/request-path'
import { sendSiteFile } from '../static/send-site-file'
import { lookUp } from '../static/site-files'
import { isReadMethod, readMethods, sendMethodNotAllowed } from './method-not-allowed'
import { isNotFoundPage, sendNotFound } from './not-found'
import { redirectLocation } from './redirects'
import type { Site } from './site'

/** Everything that is not an endpoint: the static build, as the CDN serves it. */
export async function serveSite(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!isReadMethod(request.method)) return sendMethodNotAllowed(reply, readMethods)

  const requestPath = parseRequestPath(request.url)
  if (requestPath.segments === null) return sendNotFound(site, request, reply, requestPath.pathname)

  const lookup = await lookUp(site.publicDir, requestPath.segments)
  const location = await redirectLocation(site.publicDir, requestPath, lookup)
  if (location !== null) return reply.redirect(location, 301)

  if (lookup.kind !== 'file') return sendNotFound(site, request, reply, requestPath.pathname)
  const { file } = lookup
  const isPage = file.relativePath.endsWith('.html')
  const notFoundPage = isNotFoundPage(file.relativePath)
  return sendSiteFile(request, reply, file, {
    status: notFoundPage ? 404 : 200,
    cacheControl: cacheControlFor(requestPath.pathname),
    contentSecurityPolicy: isPage ? await site.policyFor(file) : undefined,
  })
}
