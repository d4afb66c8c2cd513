import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'

/**
 * The content editor's browser tests (`npm run test:cms`): against `npm run cms` itself, the local
 * backend writing into this working copy and `gatsby develop` rebuilding from it. One worker: the
 * tests share the content folder, which each restores from git afterwards (e2e/cms/fixtures.ts).
 */
export const cmsBaseUrl = 'http://localhost:8000'

export default defineConfig({
  testDir: 'e2e/cms',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: cmsBaseUrl,
    ...devices['Desktop Chrome'],
    locale: 'en',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'npm run cms',
    // The editor's configuration answers once gatsby develop has mounted its middleware.
    url: `${cmsBaseUrl}/admin/config.yml`,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
    // A develop server started by hand (`npm run cms`) may be reused while writing tests.
    reuseExistingServer: process.env.CMS_REUSE_SERVER === '1',
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
