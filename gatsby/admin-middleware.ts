import path from 'node:path'

import { adminContentSecurityPolicy, adminRobotsTag } from '../hosting-policy/admin'
import { securityHeaders } from '../hosting-policy/security-headers'
import { adminFiles, type AdminFile } from '../cms/files/admin-files'
import type { DevelopMiddleware } from './develop-middleware'

/** Where `npm run cms` starts decap-server, and where Decap looks for it on localhost. */
export const localBackendOrigin = 'http://localhost:8081'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * /admin/ in `gatsby develop`: the same files the build writes into public/admin/, produced on each
 * request (the editor entry is rebundled, so a change to cms/ shows on reload), with the editor's
 * own policy, which also lets it call the local backend.
 */
export function createAdminMiddleware({
  rootDir,
  siteUrl,
  files = adminFiles({ rootDir, siteUrl, development: true }),
}: {
  rootDir: string
  siteUrl: string
  files?: AdminFile[]
}): DevelopMiddleware {
  const byName = new Map(files.map((file) => [file.name, file]))
  const policy = adminContentSecurityPolicy({ connectOrigins: [localBackendOrigin] })
  return (request, response, next) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/'
    if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return next()
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    if (pathname === '/admin') {
      response.writeHead(301, { location: '/admin/' }).end()
      return
    }
    const name = pathname === '/admin/' ? 'index.html' : pathname.slice('/admin/'.length)
    const file = byName.get(name)
    if (!file) return next()
    file.contents().then((body) => {
      response.writeHead(200, {
        ...securityHeaders,
        'content-type': contentTypes[path.extname(name)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'x-robots-tag': adminRobotsTag,
        ...(name.endsWith('.html') ? { 'content-security-policy': policy } : {}),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }, next)
  }
}
