import { defineConfig } from '@playwright/test'

import { builtSettings, webServers } from './playwright.config'
import type { EngineName } from './e2e/engines/visitor'

/**
 * The engine suite (`npm run test:engines`): what a visitor does, written once (e2e/engines/) and
 * run in Chromium, Gecko (Firefox ESR) and WebKit (WebKitGTK), on a phone's viewport and a
 * desktop's, against the production build served by our server with the provider stand-in. The
 * build is the same-origin one (`test:same-origin`): every call stays on 127.0.0.1, which WebKit
 * cannot map host names to.
 */
if (!builtSettings.apiUrl?.startsWith('/')) {
  throw new Error(
    'The engine suite runs on the same-origin build: `npm run test:same-origin` makes it ' +
      '(public/ holds another build now).',
  )
}

const port = Number(process.env.E2E_PORT ?? 9200)
const engines: EngineName[] = ['chromium', 'firefox', 'webkit']
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
}

export default defineConfig({
  testDir: 'e2e/engines',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: engines.flatMap((engine) =>
    Object.entries(viewports).map(([name, viewport]) => ({
      name: `${engine} ${name}`,
      use: { engine, viewport },
    })),
  ),
  webServer: webServers,
})
