import { test as base } from '@playwright/test'

import { launchEngine, type Engine } from './launch'
import type { EngineName, Visitor } from './visitor'

export { expect } from '@playwright/test'

/**
 * The engine suite's test: `visitor` is a first-time visitor (nothing stored) in the project's
 * engine at the project's viewport. Flows are written once against `Visitor` and run in every
 * engine (playwright.engines.config.ts).
 */
export const test = base.extend<
  { visitor: Visitor },
  { engine: EngineName; browserEngine: Engine }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  browserEngine: [
    async ({ engine }, provide, workerInfo) => {
      const baseUrl = String(workerInfo.project.use.baseURL)
      const launched = await launchEngine(engine, baseUrl)
      await provide(launched)
      await launched.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  visitor: async ({ browserEngine, viewport }, provide) => {
    const visitor = await browserEngine.visitor(viewport ?? { width: 1440, height: 900 })
    await provide(visitor)
    await visitor.close()
  },
})
