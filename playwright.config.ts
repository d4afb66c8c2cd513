import { existsSync, readFileSync } from 'node:fs'

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'
import type { BuildManifest } from './hosting-policy/build-manifest'

// Browser tests run against the production build served by the site's own production server
// (`npm run test:e2e`), and the routing, headers and endpoint specs also against Netlify's own
// emulator serving the same build with the generated _headers/_redirects and server/functions
// (`npm run test:deploy`, which sets E2E_TARGET=netlify).
export const target = process.env.E2E_TARGET === 'netlify' ? 'netlify' : 'server'
// Both targets listen where the test builds say the site is (GATSBY_SITE_URL in package.json).
const port = Number(process.env.E2E_PORT ?? 9200)
const baseURL = `http://127.0.0.1:${port}`
/** The specs that describe the deployment itself, and the sign-in through it: both targets. */
export const deploymentSpecs = [
  'routes.spec.ts',
  'headers.spec.ts',
  'deployment.spec.ts',
  'auth.spec.ts',
]
/**
 * What the build under test was made with (its manifest): the provider the pages call, on another
 * site (`test:e2e`: api.provider.test, which the browser resolves to 127.0.0.1 below) or through
 * the site itself (`test:same-origin`: a path).
 */
export const builtSettings: Partial<BuildManifest> = existsSync('public/build-manifest.json')
  ? (JSON.parse(readFileSync('public/build-manifest.json', 'utf8')) as BuildManifest)
  : {}
export const builtSiteUrl = builtSettings.siteUrl ?? 'http://localhost:9000'
/** Where the browser sends provider calls, as absolute URLs to match requests against. */
export const browserProviderUrl = new URL(
  builtSettings.apiUrl ?? 'http://localhost:8787',
  baseURL,
).href.replace(/\/+$/, '')
/** Host names the browser maps to this machine, so the site and the provider are different sites. */
export const testHosts = ['api.provider.test', 'www.site.test']
// The tests reach the local provider directly (fault injection, seeding) at its loopback address.
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 8797)
export const e2eProviderUrl = `http://127.0.0.1:${providerPort}`
/** A second server of the same build, started by provider-modes.spec.ts with a contrary environment. */
export const driftServerUrl = `http://127.0.0.1:${port + 91}`
// Error reporting in the test build goes to a local fake ingest, through the site's /monitoring.
export const fakeIngestUrl = process.env.E2E_INGEST_URL ?? 'http://127.0.0.1:8798'
export const e2eSentryDsn = process.env.GATSBY_SENTRY_DSN ?? 'http://e2epublickey@127.0.0.1:8798/42'
// Web analytics in the test build: an address no resolver answers (.invalid), so nothing leaves the
// machine; the consent specs answer it with page.route. Its origin joins the pages' CSP.
export const e2eAnalyticsSrc =
  process.env.GATSBY_ANALYTICS_SRC ?? 'https://analytics.e2e.invalid/script.js'

/** Both targets serve the build with the settings it carries; only limits come from here. */
const endpointEnv = {
  // Many tests in parallel report errors from one address.
  MONITORING_RATE_LIMIT: '100000',
}

const siteServer =
  target === 'netlify'
    ? {
        // Netlify's CLI (stand-ins/netlify-cli/), offline; settings in netlify.toml.
        command: `stand-ins/netlify-cli/node_modules/.bin/netlify dev --offline --internal-disable-edge-functions --skip-gitignore --port ${port}`,
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

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

/** The stand-ins and the site under test, shared with the engine suite (playwright.engines.config.ts). */
export const webServers: WebServer[] = [
  {
    command: 'npx tsx stand-ins/provider-api/main.ts',
    url: `${e2eProviderUrl}/__faults`,
    env: {
      PROVIDER_PORT: String(providerPort),
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_FAULTS: '1',
      SITE_ORIGINS: [baseURL, `http://www.site.test:${port}`, driftServerUrl].join(','),
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
]

export default defineConfig({
  testDir: 'e2e',
  // The content editor's specs run against `npm run cms` (playwright.cms.config.ts), the live
  // editor's beside the GitHub stand-in (playwright.editor.config.ts, `npm run test:editor`), and
  // the engine suite in three engines (playwright.engines.config.ts, `npm run test:engines`).
  testIgnore: ['cms/**', 'editor/**', 'engines/**'],
  // E2E_SPECS: the specs a run with another build takes (package.json `test:same-origin`).
  testMatch:
    process.env.E2E_SPECS?.split(',') ?? (target === 'netlify' ? deploymentSpecs : undefined),
  fullyParallel: true,
  workers: 2,
  // One retry in CI absorbs a machine hiccup; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  // The emulator runs each function call in a fresh worker (about 0.5 s a call here, more while
  // both test workers call it): a same-origin sign-in is three such calls before its page shows.
  expect: { timeout: target === 'netlify' ? 15_000 : 5_000 },
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    // Visitors of the default edition: no language suggestion unless a test asks for one.
    locale: 'pt-BR',
    launchOptions: {
      executablePath: requireChromium(),
      args: [
        ...chromiumArgs,
        `--host-resolver-rules=${testHosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
      ],
    },
    trace: 'off',
  },
  webServer: webServers,
})
