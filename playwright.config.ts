import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'

// Browser tests run against the production build served by the site's own production server.
const port = Number(process.env.E2E_PORT ?? 9200)
const baseURL = `http://127.0.0.1:${port}`

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
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
