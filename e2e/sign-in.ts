import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures'
import enLogin from '../locales/en/login.json'
import seed from '../stand-ins/provider-api/seed/consultants.json'

/** The local provider's demo consultant (`demo` / `demo-password`). */
export const demo = seed.consultants[0]!

/** Fills in and submits the English sign-in form; waiting for the outcome is the caller's. */
export async function signIn(
  page: Page,
  username = demo.consultant.username,
  password = demo.password,
) {
  await page.goto('/en/login/')
  await waitForHydration(page)
  await page.getByLabel(enLogin.form.username).fill(username)
  await page.getByLabel(enLogin.form.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: enLogin.form.submit }).click()
}

/** Signs the demo consultant in on the site at `site` (another host name, another server). */
export async function signInAt(page: Page, site: string) {
  await page.goto(`${site}/en/login/`)
  await waitForHydration(page)
  await page.getByLabel(enLogin.form.username).fill(demo.consultant.username)
  await page.getByLabel(enLogin.form.password, { exact: true }).fill(demo.password)
  await page.getByRole('button', { name: enLogin.form.submit }).click()
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
}
