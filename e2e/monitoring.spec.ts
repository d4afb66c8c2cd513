import type { APIRequestContext } from '@playwright/test'
import { expect, startWithConsent, test, waitForHydration } from './fixtures'
import { e2eSentryDsn, fakeIngestUrl } from '../playwright.config'
import type { ReceivedEnvelope } from '../server/test-support/fake-ingest'
import { demo, signIn } from './sign-in'

// The fake ingest is shared by every test running in parallel: none clears it, each looks for
// envelopes only it can have caused.

async function received(request: APIRequestContext) {
  const response = await request.get(`${fakeIngestUrl}/received`)
  return (await response.json()) as ReceivedEnvelope[]
}

/** Drops the console error a test caused on purpose; the fixture still fails on any other. */
function ignoreThrownOnPurpose(consoleErrors: string[], message: string) {
  const others = consoleErrors.filter((text) => !text.includes(message))
  consoleErrors.splice(0, consoleErrors.length, ...others)
}

/** Whether the fake ingest has received an envelope containing `text`. */
async function ingestReceived(request: APIRequestContext, text: string) {
  return (await received(request)).some((envelope) => envelope.body.includes(text))
}

test('the first load fetches no error reporting; an error then reaches the ingest through /monitoring only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const origins = new Set<string>()
  page.on('request', (outgoing) => origins.add(new URL(outgoing.url()).origin))
  const tunnelled: string[] = []
  page.on('request', (outgoing) => {
    if (new URL(outgoing.url()).pathname === '/monitoring') tunnelled.push(outgoing.url())
  })
  await page.goto('/en/', { waitUntil: 'networkidle' })
  await waitForHydration(page)
  // Nothing touched, nothing broken: the SDK has not been fetched and nothing was sent.
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false)
  expect(tunnelled).toEqual([])

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e monitoring check')
    })
  })
  // The error was kept until the SDK arrived, then sent.
  await expect
    .poll(() => ingestReceived(request, 'e2e monitoring check'), { timeout: 15_000 })
    .toBe(true)
  const allowed = new Set([new URL(baseURL!).origin])
  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([])
  ignoreThrownOnPurpose(consoleErrors, 'e2e monitoring check')
})

test('the first interaction starts error reporting, which sends the page-load trace', async ({
  page,
  request,
}) => {
  await page.goto('/en/qatrading/faq/', { waitUntil: 'networkidle' })
  await waitForHydration(page)
  const tunnelled = page.waitForRequest(
    (outgoing) => new URL(outgoing.url()).pathname === '/monitoring',
    { timeout: 15_000 },
  )
  await page.keyboard.press('Tab')
  await tunnelled
  await expect
    .poll(() => ingestReceived(request, '"sentry.op":{"value":"pageload"'), { timeout: 15_000 })
    .toBe(true)
})

test('a crash during the first load is reported once the SDK arrives', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/en/?crash=general')
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
  await expect
    .poll(() => ingestReceived(request, 'Crash test: a render error'), { timeout: 15_000 })
    .toBe(true)
  consoleErrors.splice(0, consoleErrors.length)
})

test("a signed-in consultant's reports, replay included, carry nothing personal or secret", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Replay joins on idle and flushes on an error a few seconds later: slow on a loaded machine.
  test.slow()
  // Any answer but 2xx from the tunnel stops Sentry's replay for the page: named if it happens.
  const tunnelRefusals: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/monitoring' && !response.ok()) {
      tunnelRefusals.push(response.status())
    }
  })
  // Replay records only with consent: the visitor accepted.
  await startWithConsent(page, 'accepted')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.consultant.first_name)
  const tokens = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('refreshToken'),
  ])
  // Starts error reporting; replay joins on idle and keeps the session in its buffer, which an
  // error sends. Errors are thrown until a replay has come, so the check below covers one.
  await page.keyboard.press('Tab')
  const throwError = () =>
    page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e signed-in error')
      })
    })
  // This test's replay: recorded on the consultant area (other tests' replays are not).
  const ownReplay = (envelope: { itemTypes: string[]; body: string }) =>
    envelope.itemTypes.includes('replay_recording') && envelope.body.includes('/en/consultant/')
  const hasReplay = async () => (await received(request)).some(ownReplay)
  await expect
    .poll(async () => (await throwError(), { replay: await hasReplay(), tunnelRefusals }), {
      timeout: 75_000,
      intervals: [2_000],
    })
    .toEqual({ replay: true, tunnelRefusals: [] })
  expect(await ingestReceived(request, 'e2e signed-in error')).toBe(true)
  const secrets = [
    ...tokens,
    demo.password,
    demo.consultant.whatsapp_number,
    demo.consultant.email,
  ].filter((secret): secret is string => !!secret)
  expect(secrets).toHaveLength(5)
  const envelopes = await received(request)
  // The replay was read (inflated), not just counted: its DOM snapshot is there as text.
  const replays = envelopes.filter(ownReplay)
  expect(replays.some((envelope) => envelope.body.includes('"childNodes":['))).toBe(true)
  for (const secret of secrets) {
    expect(envelopes.filter((envelope) => envelope.body.includes(secret))).toEqual([])
  }
  ignoreThrownOnPurpose(consoleErrors, 'e2e signed-in error')
})

test('/monitoring refuses a foreign DSN, GET and an oversized body, forwarding nothing', async ({
  request,
}) => {
  const foreign = `${JSON.stringify({ dsn: 'https://abc@o1.ingest.sentry.io/999' })}\n{"type":"event"}\n{}`
  expect((await request.post('/monitoring', { data: foreign })).status()).toBe(403)
  expect((await request.get('/monitoring')).status()).toBe(405)
  const header = JSON.stringify({ dsn: e2eSentryDsn })
  const huge = `${header}\n{"type":"event"}\n${'x'.repeat(2 * 1024 * 1024)}`
  expect((await request.post('/monitoring', { data: huge })).status()).toBe(413)
  expect(await ingestReceived(request, 'x'.repeat(1000))).toBe(false)
  expect(await ingestReceived(request, 'o1.ingest.sentry.io/999')).toBe(false)
})
