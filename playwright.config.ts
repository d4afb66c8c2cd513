import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'

// Browser tests run against the production build served by the site's own production server
// (`npm run test:e2e`), and the routing, headers and endpoint specs also against Netlify's own
// emulator serving the same build with the generated _headers/_redirects and server/functions
// (`npm run test:deploy`, which sets E2E_TARGET=netlify).
export const target = process.env.E2E_TARGET === 'netlify' ? 'netlify' : 'server'
const port = target === 'netlify' ? 8888 : Number(process.env.E2E_PORT ?? 9200)
const baseURL = `http://127.0.0.1:${port}`
/** The specs that describe the deployment itself: they run on both targets. */
export const deploymentSpecs = ['routes.spec.ts', 'headers.spec.ts', 'deployment.spec.ts']
// The test build points the site at this provider (package.json `test:e2e` sets GATSBY_API_URL).
export const e2eProviderUrl = process.env.GATSBY_API_URL ?? 'http://127.0.0.1:8797'
const providerPort = new URL(e2eProviderUrl).port
// Error reporting in the test build goes to a local fake ingest, through the site's /monitoring.
export const fakeIngestUrl = process.env.E2E_INGEST_URL ?? 'http://127.0.0.1:8798'
export const e2eSentryDsn = process.env.GATSBY_SENTRY_DSN ?? 'http://e2epublickey@127.0.0.1:8798/42'
// Web analytics in the test build: an address no resolver answers (.invalid), so nothing leaves the
// machine; the consent specs answer it with page.route. Its origin joins the pages' CSP.
export const e2eAnalyticsSrc =
  process.env.GATSBY_ANALYTICS_SRC ?? 'https://analytics.e2e.invalid/script.js'

/** Both targets get the same endpoint configuration; the public origin is where they listen. */
const endpointEnv = {
  GATSBY_API_URL: e2eProviderUrl,
  GATSBY_SENTRY_DSN: e2eSentryDsn,
  GATSBY_ANALYTICS_SRC: e2eAnalyticsSrc,
  GATSBY_SITE_URL: baseURL,
  // Many tests in parallel report errors from one address.
  MONITORING_RATE_LIMIT: '100000',
}

const siteServer =
  target === 'netlify'
    ? {
        // Netlify's CLI (tools/netlify-cli/), offline; settings in netlify.toml.
        command:
          'tools/netlify-cli/node_modules/.bin/netlify dev --offline --internal-disable-edge-functions --skip-gitignore',
        url: `${baseURL}/`,
        // CI=true: no telemetry call from the CLI.
        env: { ...endpointEnv, CI: 'true' },
        timeout: 120_000,
      }
    : {
        command: 'npm run serve',
        url: `${baseURL}/api/health`,
        env: { ...endpointEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        timeout: 60_000,
      }

export default defineConfig({
  testDir: 'e2e',
  // The content editor's specs run against `npm run cms` (playwright.cms.config.ts), not this build.
  testIgnore: ['cms/**'],
  testMatch: target === 'netlify' ? deploymentSpecs : undefined,
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
      command: 'npx tsx e2e/start-fake-ingest.ts',
      url: `${fakeIngestUrl}/received`,
      env: { FAKE_INGEST_PORT: new URL(fakeIngestUrl).port },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    { ...siteServer, reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' },
  ],
})
