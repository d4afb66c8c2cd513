import { expect, test, waitForHydration } from './fixtures'
import { e2eSentryDsn, fakeIngestUrl } from '../playwright.config'

test.beforeEach(async ({ request }) => {
  await request.delete(`${fakeIngestUrl}/received`)
})

async function received(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(`${fakeIngestUrl}/received`)
  return (await response.json()) as { body: string; contentType: string }[]
}

test('an error reaches the ingest through /monitoring, and the browser talks to nothing else', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const origins = new Set<string>()
  page.on('request', (outgoing) => origins.add(new URL(outgoing.url()).origin))
  const tunnelled = page.waitForRequest(
    (outgoing) => new URL(outgoing.url()).pathname === '/monitoring',
    {
      timeout: 15_000,
    },
  )
  await page.goto('/en/')
  await waitForHydration(page)
  await tunnelled // the SDK has loaded (on idle) and sent its first envelope through the tunnel
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e monitoring check')
    })
  })
  await expect
    .poll(
      async () =>
        (await received(request)).some((envelope) =>
          envelope.body.includes('e2e monitoring check'),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
  const allowed = new Set([new URL(baseURL!).origin])
  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([])
  // The error was thrown on purpose.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !text.includes('e2e monitoring check')),
  )
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
  expect(await received(request)).toEqual([])
})
