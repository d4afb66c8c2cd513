import type { FastifyReply, FastifyRequest } from 'fastify'

import { defaultLanguage, isLanguage } from '../../src/i18n/languages'
import { splitLocalePath } from '../../src/i18n/paths'
import { revalidate } from '../static/cache-control'
import { sendSiteFile } from '../static/send-site-file'
import { siteFile } from '../static/site-files'
import type { Site } from './site'

/**
 * The 404 page for a path, best first: the locale's own (`/en/…` → `en/404/index.html`), then the
 * pt-BR one. Unknown prefixes such as `/de/` are pt-BR paths to splitLocalePath.
 */
export function notFoundPagesFor(pathname: string): string[] {
  const { language } = splitLocalePath(pathname)
  const rootPage = '404.html'
  if (language === defaultLanguage) return [rootPage, '404/index.html']
  return [`${language}/404/index.html`, `${language}/404.html`, rootPage]
}

/** Gatsby's 404 pages also exist at their own URLs; those must not answer 200 either. */
export function isNotFoundPage(relativePath: string): boolean {
  const match = /^(?:([^/]+)\/)?404(?:\.html|\/index\.html)$/.exec(relativePath)
  return match !== null && (match[1] === undefined || isLanguage(match[1]))
}

/** Only when the build has no 404 page at all: still a page, never a blank one. */
const builtInNotFoundPage =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>404</title>' +
  '<h1>Página não encontrada</h1><p><a href="/">Início</a></p></html>'

export async function sendNotFound(
  site: Site,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<FastifyReply> {
  for (const relativePath of notFoundPagesFor(pathname)) {
    const page = await siteFile(site.publicDir, relativePath)
    if (page) {
      const contentSecurityPolicy = await site.policyFor(page)
      return sendSiteFile(request, reply, page, {
        status: 404,
        cacheControl: revalidate,
        contentSecurityPolicy,
      })
    }
  }
  return reply
    .code(404)
    .header('cache-control', revalidate)
    .type('text/html; charset=utf-8')
    .send(builtInNotFoundPage)
}
