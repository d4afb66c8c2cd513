import { expect, test, type Page } from '@playwright/test'

import { editorStrings } from '../../src/i18n/editor-strings'
import { standInUrl } from '../../playwright.editor.config'
import { signInWithGitHub } from './signed-in'

const forgedToken = 'gho_forged-by-another-window'
const forgedSuccess = `authorization:github:success:${JSON.stringify({ token: forgedToken, provider: 'github' })}`

/** Every token the editor sends to the GitHub API. */
function tokensSent(page: Page): string[] {
  const tokens: string[] = []
  page.on('request', (request) => {
    const authorization = request.headers().authorization
    if (authorization) tokens.push(authorization.replace(/^token /, ''))
  })
  return tokens
}

/**
 * Starts a sign-in whose window never gets anywhere, so Decap waits for its messages. (Only the
 * window's first request can be held: the browser follows redirects before a test can route them.)
 */
async function startSignInThatHangs(page: Page) {
  await page
    .context()
    .route('**/api/auth?provider=**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Authorize the editor?</p>' }),
    )
  await page.goto('/admin/')
  const opened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Login with GitHub' }).click()
  return opened
}

test('an editor signs in with GitHub through the site and the editor calls GitHub with that token only', async ({
  page,
}) => {
  const tokens = tokensSent(page)
  await signInWithGitHub(page)
  expect(new Set(tokens).size).toBe(1)
  expect(tokens[0]).toMatch(/^gho_[0-9a-f]{36}$/)
})

test('a token posted by another window of the site is ignored, even mid-sign-in', async ({
  page,
}) => {
  const tokens = tokensSent(page)
  await startSignInThatHangs(page)
  // Another window of the same origin that can reach the editor (the site's own pages cannot:
  // their opener policy cuts them off).
  const other = page.waitForEvent('popup')
  await page.evaluate(() => void window.open('', 'other'))
  const otherWindow = await other
  await otherWindow.evaluate(
    ({ message, origin }) => {
      window.opener.postMessage('authorizing:github', origin)
      window.opener.postMessage(message, origin)
    },
    { message: forgedSuccess, origin: new URL(page.url()).origin },
  )
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
  await page.waitForTimeout(500) // what a forged sign-in would have triggered has had its chance
  expect(tokens).not.toContain(forgedToken)
  await expect(page.getByRole('link', { name: 'FAQ' })).toHaveCount(0)
})

test('a token posted from another origin is ignored', async ({ page }) => {
  const tokens = tokensSent(page)
  await startSignInThatHangs(page)
  const other = page.waitForEvent('popup')
  await page.evaluate((url) => void window.open(url, 'elsewhere'), `${standInUrl}/`)
  const elsewhere = await other
  await elsewhere.evaluate((message) => {
    window.opener.postMessage('authorizing:github', '*')
    window.opener.postMessage(message, '*')
  }, forgedSuccess)
  await page.waitForTimeout(500) // what a forged sign-in would have triggered has had its chance
  expect(tokens).not.toContain(forgedToken)
  await expect(page.getByRole('link', { name: 'FAQ' })).toHaveCount(0)
})

test('the sign-in window opened by itself hands its token to no one and says why', async ({
  page,
}) => {
  const messages: unknown[] = []
  await page.exposeFunction('recordMessage', (data: unknown) => messages.push(data))
  await page.addInitScript(() => {
    window.addEventListener('message', (event) =>
      (window as unknown as { recordMessage: (d: unknown) => void }).recordMessage(event.data),
    )
  })
  await page.goto('/api/auth?provider=github&scope=repo')
  await expect(page.getByRole('status')).toHaveText(editorStrings.en.signIn.noEditor)
  expect(messages).toEqual([])
})
