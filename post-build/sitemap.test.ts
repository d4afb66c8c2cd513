import { robotsTxt, sitemapPages, sitemapXml } from './sitemap'

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

describe('sitemapPages', () => {
  it('lists each page of the build once, with the locales it exists in, in the site’s order', () => {
    expect(
      sitemapPages([
        'index.html',
        'ja/index.html',
        'en/index.html',
        'en/qatrading/faq/index.html',
        'qatrading/faq/index.html',
        'page-data/index/page-data.json',
        'app-0123.js',
      ]),
    ).toEqual([
      { originalPath: '/', languages: ['pt-BR', 'en', 'ja'] },
      { originalPath: '/qatrading/faq/', languages: ['pt-BR', 'en'] },
    ])
  })

  it('leaves out error pages, the team’s catalogue, the signed-in area and the editor', () => {
    expect(
      sitemapPages([
        '404.html',
        '404/index.html',
        'en/404/index.html',
        'en/404.html',
        'dev/kit/index.html',
        'consultant/index.html',
        'ja/consultant/index.html',
        'admin/index.html',
        'signup/index.html',
      ]),
    ).toEqual([{ originalPath: '/signup/', languages: ['pt-BR'] }])
  })
})
