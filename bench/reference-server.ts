import { existsSync } from 'node:fs'
import path from 'node:path'

import closeWithGrace from 'close-with-grace'

import { createApp } from '../server/app'
import { readServerConfig } from '../server/config'

/**
 * `node --import tsx bench/reference-server.ts <folder>`: a benchmark reference served
 * exactly as our pages are. server/main.ts with one difference, the folder: the same app
 * (server/app.ts: Fastify, @fastify/static sending the `.br`/`.gz` siblings, the cache and
 * security headers, CSP with the page's script hashes), HTTP/1.1, started by bench/server.ts
 * with the same environment and one libuv thread.
 */
async function main(): Promise<void> {
  const folder = process.argv[2]
  if (!folder) throw new Error('Usage: reference-server.ts <folder with index.html>')
  const publicDir = path.resolve(folder)
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No index.html in ${publicDir}: build the reference first`)
  }
  const config = readServerConfig()
  const app = createApp({ publicDir, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  closeWithGrace(() => app.close())
  await app.listen({ port: config.port, host: config.host })
  console.log(`Reference ${publicDir} at http://${config.host}:${config.port}/`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
