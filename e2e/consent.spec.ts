import type { Page } from '@playwright/test'
import {
  declineLanguageSuggestion,
  expect,
  expectNoAxeViolations,
  startWithConsent,
  test,
  waitForHydration,
} from './fixtures'
import { hitAtCentre } from './notices'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'
import { e2eAnalyticsSrc } from '../playwright.config'
import { consentStorageKey } from '../src/features/consent/consent-store'
import { demo, signIn } from './sign-in'
import enCommon from '../locales/en/common.json'
import enConsultant from '../locales/en/consultant.json'
import jaCommon from '../locales/ja/common.json'
import ptCommon from '../locales/pt-BR/common.json'

type Common = typeof enCommon

/**
 * Answers the configured analytics address (it resolves nowhere) with a stand-in script that marks
 * the page, and records the path of every page that requested it.
 */
async function serveAnalytics(page: Page): Promise<string[]> {
  const requestedFrom: string[] = []
  await page.route(
    (url) => url.href === e2eAnalyticsSrc,
    async (route) => {
      requestedFrom.push(new URL(page.url()).pathname)
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__e2eAnalytics = { startedOn: location.pathname }',
      })
    },
  )
  return requestedFrom
}

/** Whether the stand-in analytics script runs in the current document. */
const analyticsRunning = (page: Page) => page.evaluate(() => '__e2eAnalytics' in window)

const analyticsScriptInDom = (page: Page) =>
  page.evaluate((src) => document.querySelector(`script[src="${src}"]`) !== null, e2eAnalyticsSrc)

/** Lets the page settle past the moment an idle-loaded script would have been requested. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })))
  }
}

const storedChoice = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as { choice: string }).choice
  }, consentStorageKey)

const consentRegion = (page: Page, common: Common = enCommon) =>
  page.getByRole('region', { name: common.consent.label })

// These are the consent question's tests: the language suggestion, which comes before it when the
// browser prefers another language (docs/product.md#notices), is out of the way.
test.beforeEach(async ({ page }) => {
  await declineLanguageSuggestion(page)
})

function sendGlobalPrivacyControl(page: Page) {
  return page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
  )
}

for (const [language, path, common] of [
  ['pt-BR', '/', ptCommon],
  ['en', '/en/', enCommon],
  ['ja', '/ja/qatrading/faq/', jaCommon],
] as const) {
  test(`the ${language} edition asks in its language, under the header, in two answers alike`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    const region = consentRegion(page, common)
    await expect(region).toBeVisible()
    await expect(region).toContainText(common.consent.summary)
    await expect(region.getByRole('button', { name: common.consent.accept })).toBeVisible()
    await expect(region.getByRole('button', { name: common.consent.reject })).toBeVisible()
    // The full explanation is one activation away.
    await expect(region.getByText(common.consent.description)).toBeHidden()
    await region.locator('summary', { hasText: common.consent.more }).click()
    await expect(region.getByText(common.consent.description)).toBeVisible()
    await expect(region.getByRole('link', { name: common.consent.details })).toHaveAttribute(
      'href',
      '#privacy-details',
    )
    // In the flow right under the header, pushing the page down: the login button stays clickable.
    const header = (await page.getByRole('banner').boundingBox())!
    const bar = (await region.boundingBox())!
    expect(bar.y).toBeCloseTo(header.y + header.height, 0)
    const main = (await page.getByRole('main').boundingBox())!
    expect(main.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    await page
      .getByRole('banner')
      .getByRole('link', { name: common.nav.login })
      .click({ trial: true, timeout: 2000 })
  })
}

test('the details lead to the footer section that explains what runs with and without consent', async ({
  page,
}) => {
  // No smooth scrolling, so positions can be read as soon as the link has been followed.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/')
  await waitForHydration(page)
  await consentRegion(page).locator('summary', { hasText: enCommon.consent.more }).click()
  await consentRegion(page).getByRole('link', { name: enCommon.consent.details }).click()
  await expect(page).toHaveURL(/#privacy-details$/)
  const details = page.getByRole('region', { name: enCommon.consent.detailsHeading, exact: true })
  await expect(details).toBeInViewport()
  await expect(details).toContainText(enCommon.consent.detailsErrors)
  // Nothing covers it: the question stays in the flow, at the top of the page.
  expect(await hitAtCentre(details.getByRole('heading'))).toBe(true)
})

test('Accept stores the choice and loads analytics, and the banner does not come back', async ({
  page,
}) => {
  const requestedFrom = await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  await settle(page)
  expect(requestedFrom).toEqual([])
  await consentRegion(page).getByRole('button', { name: enCommon.consent.accept }).click()
  await expect(consentRegion(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('accepted')
  await expect.poll(() => requestedFrom).toEqual(['/en/'])
  await expect.poll(() => analyticsRunning(page)).toBe(true)

  await page.reload()
  await waitForHydration(page)
  await expect.poll(() => requestedFrom).toEqual(['/en/', '/en/'])
  await expect(consentRegion(page)).toHaveCount(0)
})

test('Reject stores the choice and loads no analytics, now or later', async ({ page }) => {
  const requestedFrom = await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  await consentRegion(page).getByRole('button', { name: enCommon.consent.reject }).click()
  await expect(consentRegion(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('rejected')
  await settle(page)
  await page.reload()
  await waitForHydration(page)
  await settle(page)
  await expect(consentRegion(page)).toHaveCount(0)
  expect(requestedFrom).toEqual([])
  expect(await analyticsRunning(page)).toBe(false)
})

test('Global Privacy Control is a refusal: no banner, no analytics, and the footer says why', async ({
  page,
}) => {
  await sendGlobalPrivacyControl(page)
  // Even an acceptance stored earlier does not override the browser's signal.
  await startWithConsent(page, 'accepted')
  const requestedFrom = await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  await settle(page)
  await expect(consentRegion(page)).toHaveCount(0)
  expect(requestedFrom).toEqual([])

  await page.getByRole('button', { name: enCommon.consent.change }).click()
  const region = consentRegion(page)
  await expect(region).toContainText(enCommon.consent.globalPrivacyControl)
  await expect(region.getByRole('button', { name: enCommon.consent.accept })).toHaveCount(0)
  await region.getByRole('button', { name: enCommon.consent.close }).click()
  await expect(consentRegion(page)).toHaveCount(0)
})

test('a corrupt stored choice shows the banner again and breaks nothing', async ({ page }) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, '{"version":1,"choice":"acc'),
    consentStorageKey,
  )
  const requestedFrom = await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  await expect(consentRegion(page)).toBeVisible()
  await settle(page)
  expect(requestedFrom).toEqual([])
})

test('the footer control reopens the choice; Reject stops analytics at once, Accept starts it', async ({
  page,
}) => {
  await startWithConsent(page, 'accepted')
  const requestedFrom = await serveAnalytics(page)
  await page.goto('/en/qatrading/faq/')
  await waitForHydration(page)
  await expect(consentRegion(page)).toHaveCount(0)
  await expect.poll(() => analyticsRunning(page)).toBe(true)

  const control = page.getByRole('button', { name: enCommon.consent.change })
  await control.click()
  const region = consentRegion(page)
  await expect(region).toContainText(enCommon.consent.currentAccepted)
  await expect(region.getByRole('status')).toBeFocused()
  // A script cannot be unloaded: withdrawing ends the document, and the new one runs none.
  const reloaded = page.waitForEvent('load')
  await region.getByRole('button', { name: enCommon.consent.reject }).click()
  await reloaded
  await waitForHydration(page)
  expect(await storedChoice(page)).toBe('rejected')
  expect(await analyticsRunning(page)).toBe(false)
  expect(await analyticsScriptInDom(page)).toBe(false)
  await settle(page)
  expect(requestedFrom).toEqual(['/en/qatrading/faq/'])

  await control.click()
  await expect(consentRegion(page)).toContainText(enCommon.consent.currentRejected)
  await consentRegion(page).getByRole('button', { name: enCommon.consent.accept }).click()
  await expect(control).toBeFocused()
  expect(await storedChoice(page)).toBe('accepted')
  await expect.poll(() => requestedFrom).toHaveLength(2)
  await expect.poll(() => analyticsRunning(page)).toBe(true)
})

for (const [path, common] of [
  ['/en/', enCommon],
  ['/ja/qatrading/faq/', jaCommon],
] as const) {
  test(`the banner on ${path} appears without moving anything`, async ({ page }) => {
    await recordLayoutShifts(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await expect(consentRegion(page, common)).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page)).toEqual([])
  })
}

test('the question is answered with the keyboard, right after the header, with visible focus', async ({
  page,
}) => {
  await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  const region = consentRegion(page)
  await expect(region).toBeVisible()
  let steps = 0
  while (!(await region.evaluate((element) => element.contains(document.activeElement)))) {
    await page.keyboard.press('Tab')
    steps += 1
    expect(steps, 'the banner comes right after the header in the tab order').toBeLessThan(20)
  }
  const accept = region.getByRole('button', { name: enCommon.consent.accept })
  await expect(accept).toBeFocused()
  expect(await accept.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
  await page.keyboard.press('Tab')
  await expect(region.getByRole('button', { name: enCommon.consent.reject })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(region.locator('summary', { hasText: enCommon.consent.more })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(consentRegion(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('accepted')
  // Focus goes on to the page rather than falling to <body>.
  await expect(page.getByRole('main')).toBeFocused()
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`once answered (motion: ${reducedMotion}), the announcement takes the bar's place, focus stays on the page, nothing shifts for CLS`, async ({
    page,
  }) => {
    await serveAnalytics(page)
    await page.emulateMedia({ reducedMotion })
    // The shifts CLS counts: those not within half a second of the visitor's input.
    await page.addInitScript(() => {
      const counted: number[] = []
      Object.assign(window, { __countedShifts: counted })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) counted.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/en/')
    await waitForHydration(page)
    const announcement = page.getByRole('status', { name: enCommon.announcement.label })
    // One notice at a time: the news waits for the answer.
    await expect(announcement).toBeHidden()
    await consentRegion(page).getByRole('button', { name: enCommon.consent.accept }).focus()
    await page.keyboard.press('Enter')
    await expect(consentRegion(page)).toHaveCount(0)
    await expect(announcement).toBeVisible()
    // Not lost to <body>: on the main content, and Tab goes on into the page from there.
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true)
    expect(
      await page.evaluate(
        () => (window as unknown as { __countedShifts: number[] }).__countedShifts,
      ),
    ).toEqual([])
  })
}

test('while the answered bar leaves, Tab cannot land in it, so focus is not lost with it', async ({
  page,
}) => {
  await serveAnalytics(page)
  await page.goto('/en/')
  await waitForHydration(page)
  const region = consentRegion(page)
  await region.getByRole('button', { name: enCommon.consent.accept }).focus()
  // Answered, then straight back from the main content during the 0.2 s exit: past the bar.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await expect(consentRegion(page)).toHaveCount(0)
  expect(await storedChoice(page)).toBe('accepted')
  expect(
    await page.evaluate(() => document.querySelector('header')!.contains(document.activeElement)),
  ).toBe(true)
})

test('the question covers nothing: in the flow above the page, the end of the page uncovered', async ({
  page,
}) => {
  // No smooth scrolling, so the position can be read as soon as focus has moved.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/')
  await waitForHydration(page)
  const region = consentRegion(page)
  await expect(region).toBeVisible()
  expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('static')
  // What Tab reaches last, at the very end of the page, is on screen and uncovered.
  const credits = page.getByRole('contentinfo').getByRole('link').last()
  await credits.focus()
  expect(await hitAtCentre(credits)).toBe(true)
})

test('axe finds no violation with the banner asking and with the footer review open', async ({
  page,
}) => {
  await page.goto('/ja/')
  await waitForHydration(page)
  await expect(consentRegion(page, jaCommon)).toBeVisible()
  await expectNoAxeViolations(page)
  await consentRegion(page, jaCommon).getByRole('button', { name: jaCommon.consent.reject }).click()
  await page.getByRole('button', { name: jaCommon.consent.change }).click()
  await expect(consentRegion(page, jaCommon)).toContainText(jaCommon.consent.currentRejected)
  await expectNoAxeViolations(page)
})

test.describe('analytics never beside a password', () => {
  test('none on the sign-in page, even with consent', async ({ page }) => {
    await startWithConsent(page, 'accepted')
    const requestedFrom = await serveAnalytics(page)
    for (const path of ['/login/', '/en/login/', '/ja/consultant/']) {
      await page.goto(path)
      await waitForHydration(page)
      await settle(page)
    }
    expect(requestedFrom).toEqual([])
  })

  test('a link from a page with analytics to the sign-in page loads it in full, without analytics', async ({
    page,
  }) => {
    await startWithConsent(page, 'accepted')
    const requestedFrom = await serveAnalytics(page)
    await page.goto('/en/')
    await waitForHydration(page)
    await expect.poll(() => analyticsRunning(page)).toBe(true)
    await page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }).click()
    await expect(page).toHaveURL(/\/en\/login\/$/)
    await waitForHydration(page)
    // A new document: loaded for /en/login/ itself, with no analytics global or script in it.
    expect(
      await page.evaluate(
        () => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname,
      ),
    ).toBe('/en/login/')
    expect(await analyticsRunning(page)).toBe(false)
    expect(await analyticsScriptInDom(page)).toBe(false)
    await settle(page)
    expect(requestedFrom).toEqual(['/en/'])
  })

  test('going Back to the sign-in page from a page with analytics reloads it without analytics', async ({
    page,
  }) => {
    await startWithConsent(page, 'accepted')
    await serveAnalytics(page)
    await page.goto('/en/login/')
    await waitForHydration(page)
    // Client-side to the FAQ: analytics starts in this same document.
    await page.getByRole('banner').getByRole('link', { name: enCommon.nav.faq }).click()
    await expect(page).toHaveURL(/\/en\/qatrading\/faq\/$/)
    await expect.poll(() => analyticsRunning(page)).toBe(true)
    const reloaded = page.waitForEvent('load')
    await page.goBack()
    await reloaded
    await expect(page).toHaveURL(/\/en\/login\/$/)
    await waitForHydration(page)
    expect(await analyticsRunning(page)).toBe(false)
  })

  test("the header's link to the consultant area loads it in full, without analytics", async ({
    page,
  }) => {
    await startWithConsent(page, 'accepted')
    await serveAnalytics(page)
    await signIn(page)
    await expect(page).toHaveURL(/\/en\/consultant\/$/)
    await page.getByRole('link', { name: enConsultant.nav.home, exact: true }).click()
    await expect(page).toHaveURL(/\/en\/$/)
    await expect.poll(() => analyticsRunning(page)).toBe(true)
    await page.getByRole('banner').getByRole('link', { name: enCommon.header.account }).click()
    await expect(page).toHaveURL(/\/en\/consultant\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
    expect(await analyticsRunning(page)).toBe(false)
    expect(await analyticsScriptInDom(page)).toBe(false)
  })
})

test.describe('session replay', () => {
  /** Every envelope the page sends through /monitoring, as text (replay items carry their type). */
  function watchEnvelopes(page: Page): string[] {
    const sent: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/monitoring') return
      sent.push(request.postDataBuffer()?.toString('latin1') ?? '')
    })
    return sent
  }
  const replayEnvelopes = (sent: string[]) =>
    sent.filter((body) => body.includes('"type":"replay_')).length
  const replaySession = (page: Page) =>
    page.evaluate(() => sessionStorage.getItem('sentryReplaySession'))

  async function throwError(page: Page, consoleErrors: string[], message: string, sent: string[]) {
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text)
      })
    }, message)
    await expect.poll(() => sent.some((body) => body.includes(message))).toBe(true)
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes(message)),
    )
  }

  test('does not record without consent, while errors are still reported', async ({
    page,
    consoleErrors,
  }) => {
    const sent = watchEnvelopes(page)
    await page.goto('/en/login/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await throwError(page, consoleErrors, 'e2e error without consent', sent)
    await settle(page)
    // With consent, replay has started well within this time (the next test waits for it).
    await page.waitForTimeout(3_000)
    expect(await replaySession(page)).toBeNull()
    expect(replayEnvelopes(sent)).toBe(0)
  })

  test('records once accepted and stops at once when consent is withdrawn', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(45_000)
    await startWithConsent(page, 'accepted')
    const sent = watchEnvelopes(page)
    // The sign-in page runs no analytics, so a withdrawal there needs no reload: replay stops itself.
    await page.goto('/en/login/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await expect.poll(() => replaySession(page), { timeout: 15_000 }).not.toBeNull()
    await throwError(page, consoleErrors, 'e2e error with consent', sent)
    await expect.poll(() => replayEnvelopes(sent), { timeout: 15_000 }).toBeGreaterThan(0)

    await page.getByRole('button', { name: enCommon.consent.change }).click()
    await consentRegion(page).getByRole('button', { name: enCommon.consent.reject }).click()
    await expect.poll(() => replaySession(page)).toBeNull()
    const replaysAtWithdrawal = replayEnvelopes(sent)
    await throwError(page, consoleErrors, 'e2e error after withdrawal', sent)
    // Longer than replay's flush delay (5 s): nothing more of the recording leaves the page.
    await page.waitForTimeout(6_000)
    expect(replayEnvelopes(sent)).toBe(replaysAtWithdrawal)
  })
})
