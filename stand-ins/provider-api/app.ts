import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'

import { createAccounts } from './accounts'
import { defaultSiteOrigins } from './config'
import { faultHeaderName, injectFaults } from './faults/inject-faults'
import { allowSiteOrigins } from './http/cors'
import { csrfHeaderName } from './http/csrf'
import { answerBadUrls, answerLikeDjango } from './http/django-errors'
import { acceptJsonBodies } from './http/json-body'
import { registerAuthRoutes } from './routes/auth-routes'
import { registerConsultantRoutes } from './routes/consultant-routes'
import { registerCsrfRoutes } from './routes/csrf-routes'
import { loadSeed, type SeedAccount } from './seed/load-seed'
import { createTokenStore, type Clock } from './tokens/token-store'

export interface ProviderAppOptions {
  /** Demo accounts; defaults to seed/consultants.json, validated. */
  accounts?: readonly SeedAccount[]
  /** Site origins granted CORS with credentials. */
  siteOrigins?: readonly string[]
  /** X-Provider-Fault and /__faults; off unless asked for (main.ts decides from the environment). */
  faults?: boolean
  /** Tests pass their own clock to expire tokens without waiting. */
  now?: Clock
  accessTokenTtlMs?: number
  refreshTokenTtlMs?: number
  logger?: FastifyServerOptions['logger']
}

const requestHeaders = ['Content-Type', 'Authorization', csrfHeaderName]

/** A local stand-in for the trading provider's REST API (docs/product.md#provider-api), as DRF. */
export function createProviderApp({
  accounts = loadSeed(),
  siteOrigins = defaultSiteOrigins,
  faults = false,
  now = Date.now,
  accessTokenTtlMs,
  refreshTokenTtlMs,
  logger = false,
}: ProviderAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger,
    // Two lines per request would drown the site's own output beside it; faults are logged.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // Nothing here is worth waiting for on close: hung and delayed answers are injected, and a
    // browser's idle preconnection would hold a graceful close for up to a minute.
    forceCloseConnections: true,
    frameworkErrors: answerBadUrls,
  })
  answerLikeDjango(app)
  acceptJsonBodies(app)

  // Hook order matters: CORS first so every answer (faults included) carries the grant.
  allowSiteOrigins(app, {
    origins: siteOrigins,
    allowedHeaders: faults ? [...requestHeaders, faultHeaderName] : requestHeaders,
  })
  if (faults) injectFaults(app, { whatsappNumber: accounts[0]?.whatsappNumber ?? '' })

  const users = createAccounts(accounts)
  registerCsrfRoutes(app)
  registerAuthRoutes(app, {
    accounts: users,
    tokens: createTokenStore({ now, accessTokenTtlMs, refreshTokenTtlMs }),
  })
  registerConsultantRoutes(app, { accounts: users })
  return app
}
