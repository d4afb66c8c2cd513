import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, requireChromium } from './scripts/chromium'

/**
 * The web editor on the live site (`npm run test:editor`): the production build of /admin/ that
 * `npm run test:e2e` makes (with CMS_GITHUB_REPO and CMS_GITHUB_API_ROOT pointing at the stand-in),
 * served by `npm run serve` (or, with E2E_TARGET=netlify, Netlify's emulator, /api/auth a Function)
 * with the sign-in configured, against the GitHub stand-in
 * (stand-ins/github-api/) and its real git repository. One worker: the specs share that repository.
 */
const port = Number(process.env.E2E_PORT ?? 9200)
export const editorSiteUrl = `http://127.0.0.1:${port}`
const githubPort = Number(process.env.E2E_GITHUB_PORT ?? 9201)
export const standInUrl = `http://127.0.0.1:${githubPort}`
/** The stand-in's repository: the specs read what a save or a merge wrote with git itself. */
export const standInRepoDir =
  process.env.E2E_GITHUB_REPO_DIR ?? `/tmp/qatrading-github-stand-in-${githubPort}`
export const standInRepo = 'qatrading/site'
export const oauthClient = { id: 'e2e-client', secret: 'e2e-client-secret' }
/** What Netlify would report as a draft's deploy preview: a page of the site under test. */
export const previewPattern = `${editorSiteUrl}/?deploy-preview={{pr}}`

export default defineConfig({
  testDir: 'e2e/editor',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: editorSiteUrl,
    ...devices['Desktop Chrome'],
    locale: 'en',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: 'npx tsx stand-ins/github-api/main.ts',
      url: `${standInUrl}/`,
      env: {
        GITHUB_STAND_IN_PORT: String(githubPort),
        GITHUB_STAND_IN_DIR: standInRepoDir,
        GITHUB_STAND_IN_PREVIEW_URL: previewPattern,
        CMS_GITHUB_REPO: standInRepo,
        GATSBY_SITE_URL: editorSiteUrl,
        GITHUB_OAUTH_CLIENT_ID: oauthClient.id,
        GITHUB_OAUTH_CLIENT_SECRET: oauthClient.secret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // E2E_TARGET=netlify: the same build on Netlify's emulator, /api/auth as its Function.
      command:
        process.env.E2E_TARGET === 'netlify'
          ? `stand-ins/netlify-cli/node_modules/.bin/netlify dev --offline --internal-disable-edge-functions --skip-gitignore --port ${port}`
          : 'npm run serve',
      // The emulator serves no /api/health (the CDN has no such function).
      url:
        process.env.E2E_TARGET === 'netlify' ? `${editorSiteUrl}/` : `${editorSiteUrl}/api/health`,
      env: {
        CI: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        GITHUB_OAUTH_CLIENT_ID: oauthClient.id,
        GITHUB_OAUTH_CLIENT_SECRET: oauthClient.secret,
        GITHUB_OAUTH_AUTHORIZE_URL: `${standInUrl}/login/oauth/authorize`,
        GITHUB_OAUTH_TOKEN_URL: `${standInUrl}/login/oauth/access_token`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
