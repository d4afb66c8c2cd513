import { existsSync } from 'node:fs'
import path from 'node:path'

import { createApp } from './app'
import { closeOnSignals } from './close-on-signals'
import { readServerConfig, siteAddress } from './config'

/** `npm run serve`: the build in public/ as the CDN serves it. */
async function main(): Promise<void> {
  const publicDir = path.resolve(__dirname, '..', 'public')
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    console.error(`No build in ${publicDir}: run npm run build first.`)
    process.exit(1)
  }
  const config = readServerConfig()
  const app = createApp({ publicDir, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  closeOnSignals('server', () => app.close())

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : config.port
  console.log(`Site: ${siteAddress(config.host, boundPort)}`)
  if (!config.sentryDsn) console.log('GATSBY_SENTRY_DSN is not set: /monitoring answers 404.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
