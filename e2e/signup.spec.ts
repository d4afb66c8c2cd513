import { expect, test } from './fixtures'
import enSignup from '../locales/en/signup.json'
import site from '../content/site.json'

test('sign-up shows the three account-opening steps and where they lead', async ({ page }) => {
  await page.goto('/en/signup/')
  const steps = page.getByRole('list', { name: enSignup.steps.label }).getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.nth(0)).toContainText(enSignup.steps.provider.title)
  await expect(page.locator('[aria-current="step"]')).toContainText(enSignup.steps.provider.title)
  await expect(page.getByRole('link', { name: enSignup.cta })).toHaveAttribute(
    'href',
    site.registrationUrl,
  )
})
