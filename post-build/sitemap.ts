import { alternateLinks, absoluteUrl, localePath, splitLocalePath } from '../src/i18n/paths'
import { languages, type Language } from '../src/i18n/languages'
import { routeAt } from '../src/i18n/routes'

export interface SitemapPage {
  /** Path without locale prefix. */
  originalPath: string
  languages: readonly Language[]
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * sitemap.xml with one <url> per page and locale, each listing every locale's version (and
 * x-default) as xhtml:link alternates, as Google documents for localized pages.
 */
export function sitemapXml(host: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ originalPath, languages }) => {
    const alternates = alternateLinks(host, originalPath)
      .filter(({ hrefLang }) => hrefLang === 'x-default' || languages.includes(hrefLang))
      .map(
        ({ hrefLang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      )
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(host, localePath(language, originalPath)))}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(host: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dev/',
    '',
    `Sitemap: ${absoluteUrl(host, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

/**
 * The pages of a build, from its files (every `index.html` is a page at its folder's path), each
 * with the locales it exists in: those whose route is for search engines (src/i18n/routes.ts).
 * Error pages, the team's catalogue and the signed-in area are not; the editor (admin/) is no
 * route.
 */
export function sitemapPages(files: Iterable<string>): SitemapPage[] {
  const byPath = new Map<string, Language[]>()
  for (const file of files) {
    if (file !== 'index.html' && !file.endsWith('/index.html')) continue
    const { language, path } = splitLocalePath(`/${file.slice(0, -'index.html'.length)}`)
    if (!routeAt(path)?.sitemap) continue
    byPath.set(path, [...(byPath.get(path) ?? []), language])
  }
  return [...byPath]
    .map(([originalPath, languages]) => ({ originalPath, languages: languageOrder(languages) }))
    .sort((a, b) => a.originalPath.localeCompare(b.originalPath))
}

const languageOrder = (found: readonly Language[]) => languages.filter((l) => found.includes(l))
