import { builtSiteUrl } from '../playwright.config'
import {
  expect,
  languages,
  localePath,
  routes,
  test,
  withoutExpected404,
  waitForHydration,
} from './fixtures'
import { alternateLinks } from '../src/i18n/paths'
import { target } from '../playwright.config'
import enNotFound from '../locales/en/not-found.json'
import ptBrNotFound from '../locales/pt-BR/not-found.json'

// Canonical and alternate links name the address the build was made for.
const host = builtSiteUrl

for (const language of languages) {
  for (const route of routes) {
    const path = localePath(language, route)
    test(`${path} answers 200 in ${language} with its alternates`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => ({
            hrefLang: link.getAttribute('hreflang'),
            href: link.getAttribute('href'),
          })),
        )
      expect(alternates).toEqual(alternateLinks(host, route))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', host + path)
      await waitForHydration(page)
    })
  }
}

const notFound: [string, string][] = [
  ['/does-not-exist/', 'pt-BR'],
  ['/de/qatrading/faq/', 'pt-BR'],
  ['/en/does-not-exist/', 'en'],
  ['/pt-PT/nada/', 'pt-PT'],
  ['/ja/qatrading/unknown/', 'ja'],
  ['/fr/x/y/z/', 'fr'],
]

for (const [path, language] of notFound) {
  test(`${path} gets the ${language} 404 page with status 404`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible()
    await waitForHydration(page)
    // After hydration the page still shows the translated 404, not a blank screen.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    withoutExpected404(consoleErrors)
  })
}

test('the 404 page is translated', async ({ page, consoleErrors }) => {
  await page.goto('/en/nothing-here/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enNotFound.heading)
  await page.goto('/nada-aqui/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptBrNotFound.heading)
  withoutExpected404(consoleErrors)
})

if (target === 'server') {
  test('a path without trailing slash is redirected to the one with it', async ({ request }) => {
    const response = await request.get('/en/login', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/en/login/')
  })
} else {
  // Netlify serves a folder's index.html at the path without the slash before any rule applies
  // (docs/deployment.md): the same page, whose canonical link names the slash form.
  test('a path without trailing slash shows the page, canonical with the slash', async ({
    page,
  }) => {
    const response = await page.goto('/en/login')
    expect(response?.status()).toBe(200)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/login\/$/)
  })
}

test('a locale prefix in another letter case is redirected to the exact code', async ({ page }) => {
  await page.goto('/pt-pt/qatrading/faq/')
  await expect(page).toHaveURL(/\/pt-PT\/qatrading\/faq\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
})

test('the icons every engine asks for are there: the ICO, the touch icon and the manifest’s', async ({
  page,
  request,
}) => {
  // Asked for unprompted by every browser (and crawlers): an answer, not a 404 in the log.
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  await page.goto('/en/')
  const linked = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`),
    )
  expect(linked).toEqual([
    'icon /favicon.ico',
    'icon /favicon.svg',
    'apple-touch-icon /apple-touch-icon.png',
    'manifest /site.webmanifest',
  ])
  const touch = await request.get('/apple-touch-icon.png')
  expect([touch.status(), touch.headers()['content-type']]).toEqual([200, 'image/png'])
  const manifest = await request.get('/site.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const { icons } = (await manifest.json()) as { icons: { src: string; type: string }[] }
  expect(icons.map(({ src }) => src)).toEqual(['/icon-192.png', '/icon-512.png'])
  for (const icon of icons) {
    const answer = await request.get(icon.src)
    expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([
      icon.src,
      200,
      icon.type,
    ])
  }
})
