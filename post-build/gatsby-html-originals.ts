import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { chunkMappingMark, loaderStart } from './merge-start-scripts'

/** The script Gatsby writes into every page it renders, and that the rewrite folds away. */
const renderedByGatsby = 'id="gatsby-script-loader"'

/** What only a page with Gatsby's bundles has: its chunk mapping, or the loader that replaced it. */
const loadsBundles = (html: string) => html.includes(chunkMappingMark) || html.includes(loaderStart)

/** Where the originals live: in Gatsby's cache, so `npm run clean` removes them with the build. */
export function originalsDirectory(rootDir: string): string {
  return path.join(rootDir, '.cache', 'post-build', 'gatsby-html')
}

/**
 * The rewrite of a page's scripts (defer-page-scripts.ts, merge-start-scripts.ts) must start from
 * the HTML Gatsby rendered. But `gatsby build` renders a page again only when its data or the code
 * changed: otherwise it leaves the page the last post-build rewrote in public/ and stitches its
 * script slice back into it, which brings back Gatsby's bundle tags without the page's path that the
 * rewrite had folded away (a second `npm run build` or `npm start` then served pages that asked for
 * their template and data only after the app had run; docs/architecture.md#builds-after-the-first).
 * So every page Gatsby renders is kept here as it rendered it, and a page it did not render is
 * rewritten from what was kept.
 */
export function gatsbyHtmlOriginals(directory: string) {
  return {
    /** Gatsby's HTML of the page at `relativePath` in public/, whose content is now `html`. */
    async of(relativePath: string, html: string): Promise<string> {
      const kept = path.join(directory, relativePath)
      if (html.includes(renderedByGatsby)) {
        await mkdir(path.dirname(kept), { recursive: true })
        await writeFile(kept, html)
        return html
      }
      if (!loadsBundles(html)) return html
      try {
        return await readFile(kept, 'utf8')
      } catch {
        throw new Error(
          `public/${relativePath} was rewritten by an earlier build and not rendered again by ` +
            `Gatsby, and Gatsby's own version of it is not in ${directory}: run \`npm run clean\`, ` +
            'then build again',
        )
      }
    },
  }
}
