import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import {
  adminContentSecurityPolicy,
  adminOpenerPolicy,
  adminRobotsTag,
  isAdminFile,
} from '../../hosting-policy/admin'
import { contentSecurityPolicy } from '../../hosting-policy/csp/content-security-policy'
import { hashPageScripts, scriptHashesOf } from '../../hosting-policy/csp/page-script-hashes'
import type { SiteOrigins } from '../../hosting-policy/csp/site-origins'
import {
  cacheControlFor,
  isEndpointPath,
  noStore,
  revalidate,
} from '../../hosting-policy/cache-control'
import { builtPagePaths } from '../../hosting-policy/built-pages'
import { sendMethodNotAllowed } from './method-not-allowed'
import { isPublicPath, notFoundPagesFor } from '../../hosting-policy/not-found'
import { localeRedirect } from './redirects'

export interface StaticSiteOptions {
  publicDir: string
  origins: SiteOrigins
}

const readMethods = ['GET', 'HEAD']

/**
 * public/ as the CDN serves it. @fastify/static sends the files (ETag, Last-Modified, 304, ranges,
 * the `.br`/`.gz` sibling the client accepts, the trailing-slash 301); this adds what it does not
 * know: locale-prefix 301s, each page's CSP with its script hashes, the cache rules, and the
 * locale's 404 page with status 404.
 */
export async function staticSite(
  app: FastifyInstance,
  { publicDir, origins }: StaticSiteOptions,
): Promise<void> {
  const hashes = await hashPageScripts(publicDir)
  const pages = new Set(builtPagePaths((file) => hashes.has(file)))
  const policies = new Map<string, string>()
  const policyOf = (page: string) => {
    let policy = policies.get(page)
    if (policy === undefined) {
      policy = isAdminFile(page)
        ? adminContentSecurityPolicy({
            connectOrigins: origins.editorOrigins,
            imageOrigins: origins.editorImageOrigins,
          })
        : contentSecurityPolicy({
            ...origins,
            scriptHashes: scriptHashesOf(publicDir, hashes, page),
          })
      policies.set(page, policy)
    }
    return policy
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!readMethods.includes(request.method)) return
    const location = localeRedirect(request.url, pages)
    if (location !== null) return reply.redirect(location, 301)
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    preCompressed: true,
    redirect: true,
    dotfiles: 'ignore',
    // Ours, per file (setHeaders); send's default would say max-age=0 for everything.
    cacheControl: false,
    // Request paths start with `/`; the 404 handler's own sendFile calls use relative paths.
    allowedPath: (pathName) => !pathName.startsWith('/') || isPublicPath(pathName.slice(1)),
    setHeaders: (reply, filePath) => {
      const page = path.relative(publicDir, filePath).split(path.sep).join('/')
      const file = page.replace(/\.(?:br|gz)$/, '')
      reply.header('cache-control', cacheControlFor(file))
      if (file.endsWith('.html')) reply.header('content-security-policy', policyOf(file))
      if (isAdminFile(file)) reply.header('x-robots-tag', adminRobotsTag)
      if (isAdminFile(file) && file.endsWith('.html')) {
        reply.header('cross-origin-opener-policy', adminOpenerPolicy)
      }
    },
  })

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isEndpointPath(pathname)) {
      return reply.code(404).header('cache-control', noStore).send({ error: 'Not Found' })
    }
    if (!readMethods.includes(request.method)) return sendMethodNotAllowed(reply, readMethods)
    const page = notFoundPagesFor(pathname).find((candidate) => hashes.has(candidate))
    reply.code(404).header('cache-control', revalidate)
    if (page === undefined) return reply.type('text/plain; charset=utf-8').send('Not Found')
    // No validators: a 404 page must never turn into a 304.
    return reply.sendFile(page, { etag: false, lastModified: false })
  })
}
