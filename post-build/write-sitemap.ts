import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { robotsTxt, sitemapPages, sitemapXml } from './sitemap'
import { walkFiles } from './walk-files'

/** sitemap.xml (every page of every locale, with alternates) and robots.txt pointing at it. */
export async function writeSitemap(publicDir: string, siteUrl: string): Promise<number> {
  const files: string[] = []
  for await (const file of walkFiles(publicDir)) files.push(file)
  const pages = sitemapPages(files)
  await Promise.all([
    writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, pages)),
    writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl)),
  ])
  return pages.reduce((count, page) => count + page.languages.length, 0)
}
