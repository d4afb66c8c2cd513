import type { FastifyInstance } from 'fastify'

import { createProviderApp } from './app'
import type { ProviderConfig } from './config'
import { faultControlPath } from './faults/control-routes'
import { faultHeaderName } from './faults/inject-faults'
import { loadSeed } from './seed/load-seed'
import { siteAddress } from '../../server/config'

/** Loads the seed, listens and says where, with the demo login; shared by main.ts and beside.ts. */
export async function startProvider(config: ProviderConfig): Promise<FastifyInstance> {
  const accounts = loadSeed(config.seedPath)
  const app = createProviderApp({
    accounts,
    siteOrigins: config.siteOrigins,
    faults: config.faults,
    accessTokenTtlMs: config.accessTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const demo = accounts[0]
  console.log(
    `Provider API: ${siteAddress(config.host, port)} — demo login: ${demo?.username} / ${demo?.password}`,
  )
  console.log(`  site origins: ${config.siteOrigins.join(', ')}`)
  console.log(
    config.faults
      ? `  fault injection on: ${faultHeaderName} header, ${faultControlPath} (PROVIDER_FAULTS=0 turns it off)`
      : '  fault injection off (PROVIDER_FAULTS=1 turns it on)',
  )
  return app
}
