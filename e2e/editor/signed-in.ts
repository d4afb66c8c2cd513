import { expect, type Page } from '@playwright/test'

/** /admin/, signed in through the site's sign-in window as an editor with a GitHub account. */
export async function signInWithGitHub(page: Page): Promise<void> {
  await page.goto('/admin/')
  const opened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Login with GitHub' }).click()
  const signInWindow = await opened
  // Decap closes the window once it has the token (perhaps before this line runs).
  if (!signInWindow.isClosed()) await signInWindow.waitForEvent('close', { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'FAQ' }).first()).toBeVisible()
  // Decap moves to the first collection once signed in; a page opened before would be left.
  await expect(page).toHaveURL(/#\/collections\/faq$/)
}
