import { robotsTxt, sitemapXml } from './sitemap'

const xml = sitemapXml('https://example.com', [
  { originalPath: '/qatrading/faq/', languages: ['pt-BR', 'en'] },
])

it('lists each page once per locale', () => {
  expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    '<loc>https://example.com/qatrading/faq/</loc>',
    '<loc>https://example.com/en/qatrading/faq/</loc>',
  ])
})

it('gives every entry the alternates of all its locales plus x-default', () => {
  const entries = xml.split('<url>').slice(1)
  for (const entry of entries) {
    expect(entry).toContain('hreflang="pt-BR" href="https://example.com/qatrading/faq/"')
    expect(entry).toContain('hreflang="en" href="https://example.com/en/qatrading/faq/"')
    expect(entry).toContain('hreflang="x-default" href="https://example.com/qatrading/faq/"')
    expect(entry).not.toContain('hreflang="ja"')
  }
})

it('points robots.txt at the sitemap', () => {
  expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml')
})
