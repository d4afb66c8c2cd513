import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What a page's hydration needs besides Gatsby's bundles: its template's scripts and its data. */
export interface PageStartFiles {
  /** The template's chunk group (the component and shared chunks such as `commons`), site paths. */
  scripts: string[]
  /** Its page-data.json and the site's app-data.json, as Gatsby's loader requests them. */
  data: string[]
}

/** What a page without page data (or without bundles) starts with besides the bundles: nothing. */
export const noStartFiles: PageStartFiles = { scripts: [], data: [] }

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>
}

/** Gatsby's own mapping: `/` → /page-data/index/page-data.json, `/ja/login/` → /page-data/ja/login/…. */
export function pageDataUrl(pagePath: string): string {
  return `/page-data/${pagePath.replace(/^\/+|\/+$/g, '') || 'index'}/page-data.json`
}

export const appDataUrl = '/page-data/app-data.json'

/**
 * Reads, for the pages of one build, what each needs to hydrate. Gatsby 5 names only its runtime,
 * framework and app bundles in the HTML; the app then requests the page's page-data.json, and only
 * once that has arrived the template's chunk group it names: two round trips after the bundles.
 * page-data.json names the template, webpack.stats.json lists the group's files. A page without
 * page data gets none.
 */
export function pageStartFilesReader(publicDir: string): (pagePath: string) => PageStartFiles {
  const stats = readJson(join(publicDir, 'webpack.stats.json')) as WebpackStats
  return (pagePath) => {
    const dataUrl = pageDataUrl(pagePath)
    const dataFile = join(publicDir, dataUrl)
    if (!existsSync(dataFile)) return noStartFiles
    const { componentChunkName } = readJson(dataFile) as { componentChunkName?: string }
    const assets = componentChunkName
      ? stats.namedChunkGroups?.[componentChunkName]?.assets
      : undefined
    if (!assets) throw new Error(`webpack.stats.json has no chunk group for ${pagePath}`)
    return {
      scripts: assets.map(({ name }) => `/${name}`).filter((path) => path.endsWith('.js')),
      data: [dataUrl, appDataUrl],
    }
  }
}

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new Error(`Missing ${file}: is public/ a complete Gatsby build?`)
  return JSON.parse(readFileSync(file, 'utf8'))
}
