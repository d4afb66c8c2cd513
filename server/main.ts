import { existsSync } from 'node:fs'
import path from 'node:path'

import closeWithGrace from 'close-with-grace'

import { readBuildManifest, settingsDrift } from '../hosting-policy/build-manifest'
import { createApp } from './app'
import { readServerConfig, siteAddress } from './config'
import { upstreamFetch } from './endpoints/upstream-fetch'

/**
 * `npm run serve`: the build in public/ as the CDN serves it. `npm run serve` starts it with one
 * libuv thread (UV_THREADPOOL_SIZE, read before any code runs, so it cannot be set here): file
 * reads come from the page cache in microseconds, and the default four threads only contend for
 * the cores the event loop needs (docs/architecture.md#one-libuv-thread).
 */
async function main(): Promise<void> {
  const publicDir = path.resolve(__dirname, '..', 'public')
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`No build in ${publicDir}: run npm run build first.`)
    process.exit(1)
  }
  // The pages carry the settings they were built with: the server uses those, and says where its
  // environment disagrees (docs/deployment.md#build-manifest).
  const manifest = readBuildManifest(publicDir)
  for (const line of settingsDrift(manifest, process.env)) console.warn(line)
  const config = { ...readServerConfig(process.env, manifest), fetch: upstreamFetch() }
  const app = createApp({ publicDir, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  // SIGINT/SIGTERM: finish what is in flight, then exit; a second signal, or 10 s, exits at once.
  closeWithGrace(() => app.close())

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : config.port
  console.log(`Site: ${siteAddress(config.host, boundPort)} (Node ${process.version})`)
  console.log(`Build ${manifest.buildId}, provider ${manifest.apiUrl}`)
  if (config.providerOrigin) console.log(`${manifest.apiUrl}/ forwards to ${config.providerOrigin}`)
  if (!config.sentryDsn) console.log('Built without GATSBY_SENTRY_DSN: /monitoring answers 404.')
  if (!config.editorSignIn) {
    console.log('No GITHUB_OAUTH_CLIENT_ID/SECRET: /api/auth says editing is not configured.')
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
