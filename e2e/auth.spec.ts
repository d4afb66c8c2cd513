import type { Page } from '@playwright/test'
import { expect, test, waitForHydration, withoutFailedRequests } from './fixtures'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'

import {
  browserProviderUrl,
  builtSettings,
  driftServerUrl,
  e2eAnalyticsSrc,
  e2eProviderUrl,
  target,
} from '../playwright.config'
import enLogin from '../locales/en/login.json'
import enCommon from '../locales/en/common.json'
import enConsultant from '../locales/en/consultant.json'
import enCrash from '../locales/en/crash.json'
import { demo, signIn, signInAt } from './sign-in'
import { armProviderFault } from './provider-faults'
import { layoutShifts, recordLayoutShifts } from './layout-shifts'

// One at a time: in the same-origin run (test:same-origin, through the Netlify emulator), the
// 5-minute verify of one test once failed while another test of this file ran beside it. A likely
// cause was found and fixed since (a load check removing the tokens of a sign-in still fetching its
// consultant: docs/product.md#sessions); kept serial until a parallel run says otherwise. Faults
// ride on the page's own requests either way (failNext).
test.describe.configure({ mode: 'serial' })

/** The build under test calls the provider through the site (`npm run test:same-origin`). */
const sameOrigin = builtSettings.apiUrl?.startsWith('/') ?? false

/**
 * The provider fails this page's next `method` call to `path` with `fault`: cross-site, by the
 * X-Provider-Fault header on that one request (a fault armed on the provider's shared queue could
 * be taken by another spec's sign-in running beside this one); same-origin, where the site's proxy
 * passes no such header on, on the queue (this file runs alone there, one test at a time, and the
 * other spec of that run faults only a consultant number no test here uses).
 */
async function failNext(page: Page, method: string, path: string, fault: string) {
  if (sameOrigin) return armProviderFault(method, path, fault)
  let pending = true
  await page.route(`**${path}`, (route) => {
    const request = route.request()
    if (!pending || request.method() !== method) return route.continue()
    pending = false
    return route.continue({ headers: { ...request.headers(), 'x-provider-fault': fault } })
  })
}

const storageKeys = ['accessToken', 'refreshToken', 'consultant', 'lastVerified']

const stored = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    storageKeys,
  )

test('signing in stores the session, fetches the consultant by WhatsApp number and shows them', async ({
  page,
}) => {
  const consultantCall = page.waitForRequest(
    `${browserProviderUrl}/api/consultant/${demo.consultant.whatsapp_number}`,
  )
  await signIn(page)
  await consultantCall
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  const values = await stored(page)
  expect(values.accessToken).toMatch(/^[^"]+$/)
  expect(values.refreshToken).toMatch(/^[^"]+$/)
  expect(JSON.parse(values.consultant!)).toMatchObject({
    whatsapp_number: demo.consultant.whatsapp_number,
  })
  expect(Number(values.lastVerified)).toBeGreaterThan(Date.now() - 60_000)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: enCommon.header.account })).toBeVisible()
  await expect(header.getByRole('button', { name: enCommon.header.signOut })).toBeVisible()
  await expect(header.getByRole('link', { name: enCommon.nav.login })).toHaveCount(0)
})

const failures: [string, string | null, keyof typeof enLogin.errors][] = [
  ['a wrong password (400)', null, 'invalidCredentials'],
  ['404', 'status=404', 'notFound'],
  ['401', 'status=401', 'unauthorized'],
  ['403', 'status=403', 'forbidden'],
  ['500', 'status=500', 'unexpected'],
  ['a dropped connection', 'drop', 'unexpected'],
  ['a 200 without an access token', 'missing-token', 'unexpected'],
  ['invalid JSON', 'malformed', 'unexpected'],
]

for (const [what, fault, message] of failures) {
  test(`a sign-in failing with ${what} says so, exactly, and stores nothing`, async ({
    page,
    consoleErrors,
  }) => {
    if (fault) await failNext(page, 'POST', '/auth/v1/signin', fault)
    await signIn(page, demo.consultant.username, fault ? demo.password : 'not-the-password')
    const error = page.getByRole('alert')
    await expect(error).toContainText(enLogin.errors[message])
    await expect(error).toBeFocused()
    await expect(page).toHaveURL(/\/en\/login\/$/)
    expect(Object.values(await stored(page)).every((value) => value === null)).toBe(true)
    withoutFailedRequests(consoleErrors)
  })
}

/** Answers the sign-in call (its preflight still goes to the provider) with `status`, `headers` and no body. */
async function answerSignInWith(page: Page, status: number, headers: Record<string, string>) {
  await page.route('**/auth/v1/signin', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const origin = new URL(page.url()).origin
    await route.fulfill({
      status,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        ...headers,
      },
      body: '',
    })
  })
}

for (const [what, status, headers] of [
  ['a 200 with an empty body', 200, { 'content-length': '0' }],
  ['a 429 with Retry-After', 429, { 'retry-after': '30', 'content-length': '0' }],
] as const) {
  test(`a sign-in answered with ${what} says so and keeps the typed username`, async ({
    page,
    consoleErrors,
  }) => {
    await answerSignInWith(page, status, headers)
    await signIn(page, demo.consultant.username, demo.password)
    const error = page.getByRole('alert')
    await expect(error).toContainText(enLogin.errors.unexpected)
    await expect(error).toBeFocused()
    await expect(page.getByLabel(enLogin.form.username)).toHaveValue(demo.consultant.username)
    expect(Object.values(await stored(page)).every((value) => value === null)).toBe(true)
    withoutFailedRequests(consoleErrors)
  })
}

test('a slow refusal and a second submit meanwhile: one request, one error, the username kept', async ({
  page,
  consoleErrors,
}) => {
  await failNext(page, 'POST', '/auth/v1/signin', 'delay=1500')
  await page.goto('/en/login/')
  await waitForHydration(page)
  let calls = 0
  page.on('request', (sent) => {
    if (sent.url().endsWith('/auth/v1/signin') && sent.method() === 'POST') calls += 1
  })
  await page.getByLabel(enLogin.form.username).fill(demo.consultant.username)
  const password = page.getByLabel(enLogin.form.password, { exact: true })
  await password.fill('not-the-password')
  await password.press('Enter')
  await password.press('Enter')
  const error = page.getByRole('alert')
  await expect(error).toContainText(enLogin.errors.invalidCredentials)
  await expect(error).toBeFocused()
  await expect(page.getByLabel(enLogin.form.username)).toHaveValue(demo.consultant.username)
  expect(calls).toBe(1)
  withoutFailedRequests(consoleErrors)
})

// Code only signed-in visitors and the sign-in need comes in chunks of its own (named in the source).
const providerClientChunk = /\/provider-client-\w+\.js$/
const accountLinksChunk = /\/account-links-\w+\.js$/
const consultantProfileChunk = /\/consultant-profile-\w+\.js$/

/** Records the page's requests from now on; the returned function lists those `chunk` matches. */
function recordRequests(page: Page): (chunk: RegExp) => string[] {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  return (chunk) => requested.filter((path) => chunk.test(path))
}

test('a signed-out page loads neither the provider client nor the account entries; signing in brings both', async ({
  page,
}) => {
  const requestsFor = recordRequests(page)
  await page.goto('/en/')
  await waitForHydration(page)
  expect(requestsFor(providerClientChunk)).toEqual([])
  expect(requestsFor(accountLinksChunk)).toEqual([])
  expect(requestsFor(consultantProfileChunk)).toEqual([])

  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: enCommon.header.account })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  expect(requestsFor(providerClientChunk)).toHaveLength(1)
  expect(requestsFor(accountLinksChunk)).toHaveLength(1)
  expect(requestsFor(consultantProfileChunk)).toHaveLength(1)
})

test('the sign-in page fetches the provider client once the visitor starts, not on its load', async ({
  page,
}) => {
  const requestsFor = recordRequests(page)
  await page.goto('/en/login/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(requestsFor(providerClientChunk)).toEqual([])
  // The first tap, in the username field: fetched while the visitor types, before any submit.
  await page.getByLabel(enLogin.form.username).click()
  await expect.poll(() => requestsFor(providerClientChunk)).toHaveLength(1)
})

test('a signed-out visit to the consultant area loads no signed-in screen on its way to the login', async ({
  page,
}) => {
  const requestsFor = recordRequests(page)
  await page.goto('/en/consultant/')
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await waitForHydration(page)
  expect(requestsFor(consultantProfileChunk)).toEqual([])
})

test('a signed-out visit to the consultant area leaves before the area paints, and nothing on the login moves', async ({
  page,
}) => {
  // Each document counts its own paints and layout shifts, kept in the tab's session storage as it
  // goes, so the count of the page that was left survives it.
  await page.addInitScript(() => {
    const key = `paints ${location.pathname}`
    const count = { paints: 0, shift: 0 }
    const keep = () => sessionStorage.setItem(key, JSON.stringify(count))
    keep()
    new PerformanceObserver((list) => {
      count.paints += list.getEntries().length
      keep()
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        count.shift += (entry as PerformanceEntry & { value: number }).value
      keep()
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/en/consultant/')
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500) // past the layout of anything the login loads after hydration
  const counts = await page.evaluate(() => ({
    area: JSON.parse(sessionStorage.getItem('paints /en/consultant/') ?? 'null') as unknown,
    login: JSON.parse(sessionStorage.getItem('paints /en/login/') ?? 'null') as unknown,
  }))
  expect(counts.area).toEqual({ paints: 0, shift: 0 })
  expect(counts.login).toMatchObject({ shift: 0 })
})

test('a signed-in consultant opening their area on a phone: nothing jumps when the area replaces the session check', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The area's screen held back, so that the session check's line is certainly painted first.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(consultantProfileChunk, async (route) => {
    await held
    await route.continue()
  })
  await recordLayoutShifts(page)
  await page.goto('/en/consultant/')
  await expect(page.getByRole('status').filter({ hasText: enConsultant.loading })).toBeVisible()
  // While the check runs, the footer stays below the first screen, where the area will push it.
  await expect(page.getByRole('contentinfo')).not.toBeInViewport()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  expect(await layoutShifts(page)).toEqual([])
})

test('a consultant area whose screen cannot be loaded says so in its place; the rest of the page works', async ({
  page,
  consoleErrors,
}) => {
  await page.route(consultantProfileChunk, (route) => route.abort())
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('main')).toContainText(enCrash.sectionError)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  // Not the crash screen: the header and its account entry are still there.
  await expect(
    page.getByRole('banner').getByRole('link', { name: enCommon.header.account }),
  ).toBeVisible()
  // The blocked chunk, and React's report of the error the section caught: nothing else failed.
  expect(consoleErrors).toContainEqual(expect.stringMatching(/^Failed to load resource/))
  expect(consoleErrors).toContainEqual(expect.stringMatching(/ChunkLoadError/))
  const caused = /^Failed to load resource|ChunkLoadError|The above error occurred/
  expect(consoleErrors.filter((text) => !caused.test(text))).toEqual([])
  consoleErrors.splice(0)
})

test('a sign-in whose provider client cannot be loaded says so, stores nothing, and the retry signs in', async ({
  page,
  consoleErrors,
}) => {
  await page.route(providerClientChunk, (route) => route.abort())
  await signIn(page)
  const error = page.getByRole('alert')
  await expect(error).toContainText(enLogin.errors.unexpected)
  await expect(error).toBeFocused()
  expect(Object.values(await stored(page)).every((value) => value === null)).toBe(true)

  await page.unroute(providerClientChunk)
  await page.getByRole('button', { name: enLogin.form.submit }).click()
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  // The blocked chunk, fetched as the visitor started and by the submit (once or twice, as the two
  // meet or not): nothing else failed.
  expect(consoleErrors.length).toBeGreaterThan(0)
  expect(consoleErrors.filter((text) => !/^Failed to load resource/.test(text))).toEqual([])
  withoutFailedRequests(consoleErrors)
})

test('a double submit sends one sign-in request', async ({ page }) => {
  await failNext(page, 'POST', '/auth/v1/signin', 'delay=1500')
  await page.goto('/en/login/')
  await waitForHydration(page)
  let calls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/v1/signin') && request.method() === 'POST') calls += 1
  })
  await page.getByLabel(enLogin.form.username).fill(demo.consultant.username)
  await page.getByLabel(enLogin.form.password, { exact: true }).fill(demo.password)
  await page.getByLabel(enLogin.form.password, { exact: true }).press('Enter')
  await page.getByLabel(enLogin.form.password, { exact: true }).press('Enter')
  await expect(page.getByRole('button', { name: enLogin.form.submitting })).toBeDisabled()
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  expect(calls).toBe(1)
})

test('a reload within 5 minutes makes no verify call; after 5 minutes it does', async ({
  page,
}) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  // The session is complete (consultant fetched and stored) once the area greets them.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  const verifyCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/v1/verify')) verifyCalls.push(request.url())
  })
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  expect(verifyCalls).toHaveLength(0)

  await page.evaluate(() =>
    localStorage.setItem('lastVerified', String(Date.now() - 5 * 60_000 - 1_000)),
  )
  const verified = page.waitForResponse((response) => response.url().endsWith('/auth/v1/verify'))
  await page.reload()
  expect((await verified).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  expect(Number(await page.evaluate(() => localStorage.getItem('lastVerified')))).toBeGreaterThan(
    Date.now() - 60_000,
  )
})

test('a sign-in whose consultant arrives slowly is still signed in after a reload', async ({
  page,
}) => {
  // Sign-in goes to the consultant area before the consultant arrives; there Gatsby mounts a second
  // root around the page's Head, whose load check once took the waiting tokens for leftovers and
  // removed them: the page greeted the consultant, and the next reload was signed out.
  await page.route(`**/api/consultant/${demo.consultant.whatsapp_number}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  await page.unroute(`**/api/consultant/${demo.consultant.whatsapp_number}`)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  expect(
    await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key) !== null),
      storageKeys,
    ),
  ).toEqual([true, true, true, true])
})

test('a failed verification signs out and sends the visitor to the login', async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  // Signed in once the consultant has arrived: until then the stored tokens are a sign-in under
  // way, which a reload leaves alone (docs/product.md#sessions).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  // The provider ends the session on its side (as an administrator or an expiry would): from now
  // on it refuses the access token, whichever request asks. A fault on one routed request raced
  // the reload: the reloaded page's verify sometimes went out before the route applied.
  const { refreshToken } = await stored(page)
  const revoked = await request.post(`${e2eProviderUrl}/auth/v1/signout`, {
    data: { refresh_token: refreshToken },
  })
  expect(revoked.status()).toBe(200)
  await page.evaluate(() => localStorage.setItem('lastVerified', '0'))
  await page.reload()
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await expect
    .poll(async () => Object.values(await stored(page)).every((value) => value === null))
    .toBe(true)
  withoutFailedRequests(consoleErrors)
})

test('signing out with the provider down still clears the session', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await failNext(page, 'POST', '/auth/v1/signout', 'drop')
  await page.getByRole('banner').getByRole('button', { name: enCommon.header.signOut }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  expect(Object.values(await stored(page)).every((value) => value === null)).toBe(true)
  await expect(
    page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
  ).toBeVisible()
  withoutFailedRequests(consoleErrors)
})

for (const [where, signOutButton] of [
  [
    'the consultant area',
    (page: Page) => page.getByRole('main').getByRole('button', { name: enConsultant.signOut }),
  ],
  [
    'the header',
    (page: Page) => page.getByRole('banner').getByRole('button', { name: enCommon.header.signOut }),
  ],
] as const) {
  test(`signing out from ${where} says so on the page it lands on`, async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL(/\/en\/consultant\/$/)
    await signOutButton(page).click()
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(
      page.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
    ).toBeVisible()
    // The toast was raised on the consultant page and outlives the navigation.
    await expect(page.getByRole('status').getByText(enConsultant.signedOut)).toBeVisible()
  })
}

test('two tabs stay in step on sign-in and sign-out', async ({ page, context }) => {
  const other = await context.newPage()
  await other.goto('/en/qatrading/faq/')
  await waitForHydration(other)
  await expect(
    other.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
  ).toBeVisible()

  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  await expect(
    other.getByRole('banner').getByRole('link', { name: enCommon.header.account }),
  ).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: enCommon.header.signOut }).click()
  await expect(
    other.getByRole('banner').getByRole('link', { name: enCommon.nav.login }),
  ).toBeVisible()
  await other.close()
})

test('the consultant area sends signed-out visitors to the login of their language', async ({
  page,
}) => {
  await page.goto('/ja/consultant/')
  await expect(page).toHaveURL(/\/ja\/login\/$/)
})

test('a signed-in visitor opening the login goes to their area', async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
  // Signed in once the consultant has arrived (through the CDN's function it takes a moment).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  await page.goto('/en/login/')
  await expect(page).toHaveURL(/\/en\/consultant\/$/)
})

test('corrupt stored session data is ignored: signed out, no crash', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('accessToken', 'x')
    localStorage.setItem('consultant', '{not json')
    localStorage.setItem('lastVerified', 'yesterday')
  })
  await page.goto('/en/consultant/')
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  withoutFailedRequests(consoleErrors)
})

/*
 * The provider as production has it: on another site (`npm run test:e2e` builds for
 * api.provider.test, the browser maps the name to this machine), or through the site's own path
 * (`npm run test:same-origin` builds for /provider/, which the server and the CDN forward).
 */
const mode = sameOrigin ? 'same-origin' : 'cross-site'

test(`${mode}: the page policy lets pages call exactly the origins the bundle calls`, async ({
  page,
}) => {
  const response = await page.goto('/en/login/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  const connect = (/(?:^|;\s*)connect-src ([^;]+)/.exec(policy)?.[1] ?? '').split(' ')
  const provider = sameOrigin ? [] : [new URL(browserProviderUrl).origin]
  expect(connect.sort()).toEqual(["'self'", ...provider, new URL(e2eAnalyticsSrc).origin].sort())
})

test(`${mode}: the provider's CSRF cookie is the site's only when the provider comes through it`, async ({
  page,
}) => {
  // The provider issues its csrftoken cookie with the sign-in, as Django's login() does.
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  const siteCookie = await page.evaluate(() => /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie))
  const sent: (string | undefined)[] = []
  const answers: number[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/v1/signout')) {
      sent.push(request.headers()['x-csrftoken'])
    }
  })
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/auth/v1/signout')) {
      answers.push(response.status())
    }
  })
  await page.getByRole('main').getByRole('button', { name: enConsultant.signOut }).click()
  await expect.poll(() => answers).toHaveLength(1)
  if (sameOrigin) {
    // First-party now: the client echoes it, and the provider's CSRF check passes.
    expect(siteCookie?.[1]).toMatch(/^[\w-]{32,64}$/)
    expect(sent).toEqual([siteCookie?.[1]])
  } else {
    // Another site's cookie: the site's script can never read it, so it sends no header.
    expect(siteCookie).toBeNull()
    expect(sent).toEqual([undefined])
  }
  expect(answers).toEqual([200])
})

test(`${mode}: on www.site.test, sign-in, the 5-minute verify, the consultant and sign-out work`, async ({
  page,
  consoleErrors,
}) => {
  const siteUrl = `http://www.site.test:${new URL(test.info().project.use.baseURL!).port}`
  const calls: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(browserProviderUrl) || url.includes('/provider/')) {
      calls.push(`${request.method()} ${new URL(url).pathname.replace(/^\/provider/, '')}`)
    }
  })
  await signInAt(page, siteUrl)
  expect(calls).toEqual([
    'POST /auth/v1/signin',
    `GET /api/consultant/${demo.consultant.whatsapp_number}`,
  ])

  calls.length = 0
  // What the page did from here, for the failure message: this step once failed in CI only.
  const seen: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(`navigated to ${frame.url()}`)
  })
  page.on('requestfinished', async (request) => {
    seen.push(`${request.method()} ${request.url()}: ${(await request.response())?.status()}`)
  })
  page.on('requestfailed', (request) => {
    seen.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`)
  })
  seen.push(`stored: ${await page.evaluate(() => Object.keys(localStorage).sort().join(' '))}`)
  await page.evaluate(() =>
    localStorage.setItem('lastVerified', String(Date.now() - 5 * 60_000 - 1_000)),
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 }))
    .toContainText(demo.consultant.first_name)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nwhat the page did:\n${seen.join('\n')}`)
    })
  await expect.poll(() => calls).toEqual(['GET /auth/v1/verify'])

  calls.length = 0
  await page.getByRole('main').getByRole('button', { name: enConsultant.signOut }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect.poll(() => calls).toEqual(['POST /auth/v1/signout'])
  // Plain HTTP on a name other than localhost: Chromium ignores the site's COOP header there and
  // says so (production is HTTPS). Nothing else may have been logged.
  const insecureOrigin = /Cross-Origin-Opener-Policy header has been ignored/
  expect(consoleErrors.filter((text) => !insecureOrigin.test(text))).toEqual([])
  consoleErrors.length = 0
})

/** A GET of `path` exactly as written (WHATWG URLs would resolve its dot segments first). */
function getAsWritten(path: string): Promise<{ status: number; cookie: string | undefined }> {
  const { port } = new URL(test.info().project.use.baseURL!)
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, cookie: response.headers['set-cookie']?.[0] })
      })
      .on('error', reject)
  })
}

if (sameOrigin) {
  test('same-origin: the site forwards the four calls the site makes and nothing else', async () => {
    // The control: a call the site makes reaches the provider, which refuses a missing token.
    expect((await getAsWritten(`${builtSettings.apiUrl}/auth/v1/verify`)).status).toBe(401)
    const outside = [
      `${builtSettings.apiUrl}/auth/v1/csrf`,
      `${builtSettings.apiUrl}/__faults`,
      `${builtSettings.apiUrl}/admin/login/?next=/admin/`,
      `${builtSettings.apiUrl}/api/consultant/${demo.consultant.whatsapp_number}/x`,
      `${builtSettings.apiUrl}x/auth/v1/verify`,
      `${builtSettings.apiUrl}-other/auth/v1/verify`,
      `${builtSettings.apiUrl}/../auth/v1/verify`,
      `${builtSettings.apiUrl}/%2e%2e/auth/v1/verify`,
      `${builtSettings.apiUrl}//evil.example/auth/v1/verify`,
      `${builtSettings.apiUrl}/..%2fauth/v1/verify`,
    ]
    for (const path of outside) {
      expect(await getAsWritten(path), path).toEqual({ status: 404, cookie: undefined })
    }
  })
}

// Our server only (the CDN's functions carry the build's settings in their bundle): a second
// server of the same build, started with an environment that contradicts it.
if (target === 'server') {
  test.describe('a server whose environment contradicts its build', () => {
    let server: ChildProcess | undefined
    let output = ''

    test.beforeAll(async () => {
      const { port } = new URL(driftServerUrl)
      server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
        env: {
          ...process.env,
          PORT: port,
          HOST: '127.0.0.1',
          GATSBY_API_URL: 'http://127.0.0.1:9',
          GATSBY_SITE_URL: driftServerUrl,
        },
      })
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
      await expect.poll(() => output, { timeout: 30_000 }).toContain('Site: ')
    })
    test.afterAll(() => {
      server?.kill()
    })

    test('says which values differ and serves the build’s: sign-in works', async ({ page }) => {
      expect(output).toContain(
        `GATSBY_API_URL differs from the build's: environment "http://127.0.0.1:9", build ` +
          `"${builtSettings.apiUrl}". Using the build's; rebuild to change it.`,
      )
      expect(output).toContain(`GATSBY_SITE_URL differs from the build's: environment`)
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text())
      })
      await signInAt(page, driftServerUrl)
      expect(violations).toEqual([])
    })
  })
}
