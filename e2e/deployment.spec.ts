import { expect, test, withoutExpected404 } from './fixtures'
import { e2eSentryDsn, target } from '../playwright.config'

// Run against both targets: our server and Netlify's emulator serving the same build.

const escapes = [
  '/pt-BR//evil.example/',
  '/PT-BR//evil.example/',
  '/pt-br//evil.example/',
  '/pt-BR/%2F%2Fevil.example/',
  '/pt-BR/%2f%2fevil.example/',
  '/pt-BR/%5Cevil.example/',
  '/pt-BR/%5C%5Cevil.example/',
  '/pt-pt//evil.example/',
  '/EN//evil.example/',
  '/en//evil.example/',
]

for (const path of escapes) {
  test(`${path} never redirects to another site`, async ({ request, baseURL }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    const location = response.headers().location
    if (location !== undefined) {
      expect(location).not.toMatch(/^\/[/\\]/)
      expect(decodeURIComponent(location)).not.toMatch(/^\/[/\\]/)
      expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin)
    } else {
      expect(response.status()).toBe(404)
    }
  })
}

test('a /pt-BR/ page still moves to its unprefixed path', async ({ request }) => {
  const response = await request.get('/pt-BR/qatrading/faq/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toMatch(/^(?:http:\/\/127\.0\.0\.1:\d+)?\/qatrading\/faq\/$/)
})

test('source maps are not published', async ({ request }) => {
  const html = await (await request.get('/en/')).text()
  const bundle = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1]
  expect(bundle).toBeDefined()
  expect((await request.get(bundle!)).status()).toBe(200)
  expect((await request.get(`${bundle}.map`)).status()).toBe(404)
})

test('a 404 page shows in its locale with its own scripts allowed', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/ja/does-not-exist/')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  withoutExpected404(consoleErrors)
})

test('/api/logout takes a same-origin POST and refuses another site and other methods', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const ok = await request.post('/api/logout', { headers: { origin, cookie: 'theme=dark' } })
  expect(ok.status()).toBe(200)
  expect(ok.headers()['clear-site-data']).toBe('"storage"')
  expect(ok.headers()['cache-control']).toBe('no-store')
  expect(ok.headers()['x-frame-options']).toBe('DENY')
  const crossSite = await request.post('/api/logout', {
    headers: { origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
  const get = await request.get('/api/logout')
  expect(get.status()).toBe(405)
  expect(get.headers().allow).toBe('POST')
})

test('/monitoring refuses an oversized body and an unknown project, with the security headers', async ({
  request,
}) => {
  const header = JSON.stringify({ dsn: e2eSentryDsn })
  const huge = await request.post('/monitoring', {
    data: `${header}\n{"type":"event"}\n${'x'.repeat(2 * 1024 * 1024)}`,
  })
  expect(huge.status()).toBe(413)
  expect(huge.headers()['x-content-type-options']).toBe('nosniff')
  const foreign = await request.post('/monitoring', {
    data: `${JSON.stringify({ dsn: 'https://k@o1.ingest.sentry.io/999' })}\n{}\n{}`,
  })
  expect(foreign.status()).toBe(403)
  const longHeader = await request.post('/monitoring', {
    data: `{"dsn":"${e2eSentryDsn}","x":${'['.repeat(300_000)}${']'.repeat(300_000)}}\n{}\n{}`,
  })
  expect(longHeader.status()).toBe(400)
})

// Netlify's emulator cannot pass TRACE to a function (it answers 500 itself): docs/deployment.md.
if (target === 'server') {
  test('TRACE on an endpoint is 405 with Allow', async ({ request }) => {
    const response = await request.fetch('/monitoring', { method: 'TRACE' })
    expect(response.status()).toBe(405)
    expect(response.headers().allow).toBe('POST')
  })
}
