import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtSiteUrl } from '../playwright.config'
import { expect, languages, localePath, routes, test } from './fixtures'

// Canonical and alternate links name the address the build was made for.
const host = builtSiteUrl

test('the sitemap lists every page of every locale with its alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const entries = xml.split('<url>').slice(1)
  const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1])
  const expected = languages.flatMap((language) =>
    routes.map((route) => host + localePath(language, route)),
  )
  expect(locs.sort()).toEqual(expected.sort())
  for (const entry of entries) {
    expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(languages.length + 1)
  }
})

test('robots.txt points at the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${host}/sitemap.xml`)
})

async function jsonLd(page: import('@playwright/test').Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '') as Record<string, unknown>
}

test('every 404 page gives its URL in one form, /404/ under its locale', () => {
  const publicDir = path.join(__dirname, '..', 'public')
  for (const language of languages) {
    const prefix = localePath(language, '/').slice(1)
    for (const file of ['404.html', '404/index.html']) {
      const html = readFileSync(path.join(publicDir, prefix, file), 'utf8')
      const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]
      expect(ogUrl, `og:url of ${prefix}${file}`).toBe(host + localePath(language, '/404/'))
    }
  }
})

test('no page names the framework and its version', async ({ page }) => {
  await page.goto('/fr/qatrading/faq/')
  await expect(page.locator('meta[name="generator"]')).toHaveCount(0)
})

test('the home pages carry Organization structured data', async ({ page }) => {
  await page.goto('/es/')
  const data = await jsonLd(page)
  expect(data).toMatchObject({ '@type': 'Organization', url: `${host}/es/` })
})

test('Open Graph and Twitter tags are translated and agree with <html lang>', async ({ page }) => {
  await page.goto('/fr/qatrading/faq/')
  const title = await page.title()
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  // X takes the title, description and image from Open Graph's: its own tags would repeat them.
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  await expect(page.locator('meta[name^="twitter:"]')).toHaveCount(1)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  const imagePath = new URL(image ?? '').pathname
  const response = await page.request.get(imagePath)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})
