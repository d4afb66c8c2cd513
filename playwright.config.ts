import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'

// Browser tests run against the production build served by the site's own production server.
const port = Number(process.env.E2E_PORT ?? 9200)
const baseURL = `http://127.0.0.1:${port}`
// The test build points the site at this provider (package.json `test:e2e` sets GATSBY_API_URL).
export const e2eProviderUrl = process.env.GATSBY_API_URL ?? 'http://127.0.0.1:8797'
const providerPort = new URL(e2eProviderUrl).port
// Error reporting in the test build goes to a local fake ingest, through the site's /monitoring.
export const fakeIngestUrl = process.env.E2E_INGEST_URL ?? 'http://127.0.0.1:8798'
export const e2eSentryDsn = process.env.GATSBY_SENTRY_DSN ?? 'http://e2epublickey@127.0.0.1:8798/42'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI absorbs a machine hiccup; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    // Visitors of the default edition: no language suggestion unless a test asks for one.
    locale: 'pt-BR',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npx tsx provider-api/main.ts',
      url: `${e2eProviderUrl}/__faults`,
      env: {
        PROVIDER_PORT: providerPort,
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_FAULTS: '1',
        SITE_ORIGINS: baseURL,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/fake-ingest.ts',
      url: `${fakeIngestUrl}/received`,
      env: { FAKE_INGEST_PORT: new URL(fakeIngestUrl).port },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx server/main.ts',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        GATSBY_API_URL: e2eProviderUrl,
        GATSBY_SENTRY_DSN: e2eSentryDsn,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
