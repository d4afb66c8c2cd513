import { expect, test, waitForHydration } from './fixtures'
import { demo } from './sign-in'
import enCrash from '../locales/en/crash.json'
import enFaq from '../locales/en/faq.json'
import enConsultant from '../locales/en/consultant.json'
import { fakeIngestUrl } from '../playwright.config'
import type { ReceivedEnvelope } from '../server/test-support/fake-ingest'

// The browser-test build has the crash switch (GATSBY_CRASH_TEST=1): `?crash=<section>` breaks
// one section; the rest of the page must keep working, and the error must be reported.

/** Drops the console error a crash causes on purpose; the fixture still fails on any other. */
function withoutCrashErrors(errors: string[]) {
  const others = errors.filter((text) => !/Crash test|The above error occurred/.test(text))
  errors.splice(0, errors.length, ...others)
}

test('a broken FAQ list leaves the header, footer and page working, and is reported', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/en/qatrading/faq/?crash=faq')
  await waitForHydration(page)
  await expect(page.getByText(enCrash.sectionError)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: enFaq.heading })).toBeVisible()
  await expect(page.getByRole('heading', { name: enCrash.title })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // The header still navigates.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /login|sign in/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${fakeIngestUrl}/received`)).json()) as ReceivedEnvelope[]
        ).some((envelope) => envelope.body.includes('Crash test: the faq section')),
      { timeout: 20_000 },
    )
    .toBe(true)
  withoutCrashErrors(consoleErrors)
})

for (const section of ['announcement', 'language-suggestion']) {
  test(`a broken ${section} leaves the page working`, async ({ page, consoleErrors }) => {
    await page.goto(`/en/?crash=${section}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: enCrash.title })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    withoutCrashErrors(consoleErrors)
  })
}

test('a broken part of the consultant area leaves the rest, sign-out included, working', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript((consultant) => {
    localStorage.setItem('accessToken', 'a')
    localStorage.setItem('refreshToken', 'r')
    localStorage.setItem('consultant', JSON.stringify(consultant))
    localStorage.setItem('lastVerified', String(Date.now()))
  }, demo.consultant)
  await page.goto('/en/consultant/?crash=consultant-details')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  await expect(page.getByText(enCrash.sectionError)).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('button', { name: enConsultant.signOut }),
  ).toBeEnabled()
  withoutCrashErrors(consoleErrors)
})

test('a consultant nested 50 levels deep and a megabyte large still renders, never the crash screen', async ({
  page,
}) => {
  await page.addInitScript((first_name) => {
    let deep: Record<string, unknown> = { bottom: 'deepest' }
    for (let level = 0; level < 50; level += 1) deep = { level: deep }
    const consultant = { first_name, nested: deep, notes: 'n'.repeat(1024 * 1024) }
    localStorage.setItem('accessToken', 'a')
    localStorage.setItem('refreshToken', 'r')
    localStorage.setItem('consultant', JSON.stringify(consultant))
    localStorage.setItem('lastVerified', String(Date.now()))
  }, demo.consultant.first_name)
  await page.goto('/en/consultant/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  await expect(page.getByRole('heading', { name: enConsultant.details.heading })).toBeVisible()
  await expect(page.getByText('deepest')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: enCrash.title })).toHaveCount(0)
})
