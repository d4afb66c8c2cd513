import { expect, test, waitForHydration } from './fixtures'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'
import { shownNotices, suggestionIn } from './notices'
import enCommon from '../locales/en/common.json'
import frCommon from '../locales/fr/common.json'
import ptCommon from '../locales/pt-BR/common.json'
import frSuggestion from '../locales/fr/suggestion.json'

test('choosing a language keeps the path and the hash', async ({ page }) => {
  await page.goto('/en/#profit')
  await waitForHydration(page)
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr\/#profit$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  await page.goto('/fr/qatrading/faq/')
  await waitForHydration(page)
  await page.getByRole('button', { name: /Français/ }).click()
  await page.getByRole('link', { name: 'Português (Portugal)' }).click()
  await expect(page).toHaveURL(/\/pt-PT\/qatrading\/faq\/$/)
  await page.getByRole('button', { name: /Português \(Portugal\)/ }).click()
  await page.getByRole('link', { name: 'Português (Brasil)' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/qatrading\/faq\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
})

test('the language menu lists the seven locales with flags and marks the current one', async ({
  page,
}) => {
  await page.goto('/en/login/')
  await waitForHydration(page)
  await page.getByRole('button', { name: /English/ }).click()
  const links = page.getByRole('banner').locator('a[hreflang]:visible')
  await expect(links).toHaveCount(7)
  await expect(links.locator('svg[data-flag]')).toHaveCount(7)
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.keyboard.press('Escape')
  await expect(links.first()).toBeHidden()
  await expect(
    page.getByRole('button', {
      name: enCommon.language.label.replace('{{code}}', 'en').replace('{{language}}', 'English'),
    }),
  ).toBeFocused()
})

test.describe('a visitor whose browser prefers French', () => {
  test.use({ locale: 'fr-FR' })

  test('sees a suggestion in French, is never redirected, and can dismiss it for good', async ({
    page,
  }) => {
    await page.goto('/signup/')
    await waitForHydration(page)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/signup\/$/)
    // In French: the offer is written in the language it offers.
    const suggestion = suggestionIn(page, 'fr')
    await expect(suggestion).toBeVisible()
    await expect(suggestion.getByRole('link', { name: frSuggestion.switch })).toHaveAttribute(
      'href',
      '/fr/signup/',
    )
    await suggestion.getByRole('button', { name: frSuggestion.dismiss }).click()
    await expect(suggestion).toBeHidden()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: frSuggestion.switch })).toBeHidden()
  })

  test('sees no suggestion on the French pages', async ({ page }) => {
    await page.goto('/fr/')
    await waitForHydration(page)
    await expect(suggestionIn(page, 'fr')).toHaveCount(0)
    // The notice on show is the next one, the consent question.
    await expect(shownNotices(page)).toHaveAttribute('data-notice', 'consent')
  })

  test('is offered before anything else is asked, and the page does not move for it', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await page.goto('/signup/', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await expect(shownNotices(page)).toHaveCount(1)
    await expect(suggestionIn(page, 'fr')).toBeVisible()
    // The consent question waits its turn, in the same place.
    await expect(page.getByRole('region', { name: ptCommon.consent.label })).toBeHidden()
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page)).toEqual([])

    await page.getByRole('button', { name: frSuggestion.dismiss }).click()
    await expect(page.getByRole('region', { name: ptCommon.consent.label })).toBeVisible()
    await expect(shownNotices(page)).toHaveCount(1)
  })

  test('following it reads the page in French, and the consent question comes in French', async ({
    page,
  }) => {
    await page.goto('/signup/')
    await waitForHydration(page)
    await page.getByRole('link', { name: frSuggestion.switch }).click()
    await expect(page).toHaveURL(/\/fr\/signup\/$/)
    await expect(suggestionIn(page, 'fr')).toHaveCount(0)
    await expect(page.getByRole('region', { name: frCommon.consent.label })).toContainText(
      frCommon.consent.summary,
    )
  })
})
