import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { gatsbyHtmlOriginals } from './gatsby-html-originals'
import { mapWithConcurrency } from './map-with-concurrency'
import { chunkMappingMark, mergeStartScripts } from './merge-start-scripts'
import { noStartFiles, pageStartFilesReader, type PageStartFiles } from './page-start-files'
import { walkFiles } from './walk-files'

/** Gatsby's bundle tags, as it writes them at the end of every page's body. */
const bundleTag = /<script src="(\/[\w./-]+\.js)" async(?:="")?><\/script>/g

/** The latest the loader requests the bundles, painted or not, in ms after it runs. */
export const bundleStartCapMs = 1000

/**
 * The loader that replaces them: the same bundles, requested once the browser reports the first
 * contentful paint (Paint Timing), a frame later where that API is missing, and after a second at
 * the latest (a hidden tab paints nothing). With them go the page's own data, preloaded as the
 * `fetch` Gatsby's loader makes of it (same mode, so that request is answered from the preload),
 * and its template's scripts, which install themselves in webpack's chunk list whenever they arrive.
 */
function loaderScript(sources: string[], data: string[]): string {
  return (
    `<script>(function(){var s=${JSON.stringify(sources)},f=${JSON.stringify(data)},d=0;` +
    `function l(){if(d++)return;f.forEach(function(u){var k=document.createElement("link");` +
    `k.rel="preload";k.as="fetch";k.crossOrigin="anonymous";k.href=u;document.head.appendChild(k)});` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;` +
    `document.body.appendChild(e)})}try{new PerformanceObserver(function(p){` +
    `if(p.getEntriesByName("first-contentful-paint").length)setTimeout(l)})` +
    `.observe({type:"paint",buffered:!0})}catch(e){requestAnimationFrame(function(){setTimeout(l)})}` +
    `setTimeout(l,${bundleStartCapMs})})()</script>`
  )
}

/**
 * The page's text is in its HTML and its critical CSS inline, so the first paint needs no script.
 * Gatsby's `async` bundles (~130 KB gzip) would still start downloading before that paint and
 * share the connection with it; requested right after it, they never delay the first (and
 * largest) paint on a slow network. Hydration starts a frame later. The page's data and template
 * scripts (`start`) are requested with the bundles rather than after the app has run, which saves
 * the two round trips Gatsby's loader would wait for before hydrating. Pages without bundles, or
 * already rewritten, are returned unchanged; a page with Gatsby's chunk mapping but no bundle tag
 * this recognises (Gatsby changed how it writes them) is an error, not a silent no-op.
 */
export function deferPageScripts(
  html: string,
  page = 'a page',
  start: PageStartFiles = noStartFiles,
): string {
  const bundles = [...html.matchAll(bundleTag)].map((match) => match[1] as string)
  const sources = [...new Set([...bundles, ...start.scripts])]
  if (bundles.length === 0) {
    if (html.includes(chunkMappingMark) && deferredBundleSources(html).length === 0) {
      throw new Error(
        `${page} loads Gatsby bundles, but no <script src="…" async> tag was found to defer: ` +
          'update the pattern in post-build/defer-page-scripts.ts',
      )
    }
    return html
  }
  let replaced = false
  return html.replace(bundleTag, () => {
    if (replaced) return ''
    replaced = true
    return loaderScript(sources, start.data)
  })
}

const loaderSources = /<script>\(function\(\)\{var s=(\[[^\]]*\])/

/** The bundles a rewritten page's loader requests: none on a page not rewritten yet. */
export function deferredBundleSources(html: string): string[] {
  const match = loaderSources.exec(html)
  return match ? (JSON.parse(match[1] as string) as string[]) : []
}

/** Gatsby's record of the page an HTML file is (`window.pagePath="/ja/"`). */
const pagePathPattern = /window\.pagePath=("(?:[^"\\]|\\.)*")/

/**
 * Gatsby's own copy of the script slice it stitches into every page (`_gatsby/slices/`): left as
 * Gatsby wrote it, since a later build stitches it into the pages it renders again.
 */
const slicesDirectory = '_gatsby/'

/**
 * Rewrites every page under `publicDir` from Gatsby's HTML of it (kept in `originalsDir`, see
 * gatsby-html-originals.ts); the number of files changed.
 */
export async function deferScriptsInDirectory(
  publicDir: string,
  originalsDir: string,
): Promise<number> {
  const startFilesOf = pageStartFilesReader(publicDir)
  const originals = gatsbyHtmlOriginals(originalsDir)
  const pages: string[] = []
  for await (const relativePath of walkFiles(publicDir)) {
    if (relativePath.endsWith('.html') && !relativePath.startsWith(slicesDirectory))
      pages.push(relativePath)
  }
  const changed = await mapWithConcurrency(pages, 8, async (relativePath) => {
    const file = path.join(publicDir, relativePath)
    const html = await readFile(file, 'utf8')
    const original = await originals.of(relativePath, html)
    const pagePath = pagePathPattern.exec(original)?.[1]
    const start = pagePath ? startFilesOf(JSON.parse(pagePath) as string) : noStartFiles
    const deferred = mergeStartScripts(deferPageScripts(original, relativePath, start))
    if (deferred === html) return false
    await writeFile(file, deferred)
    return true
  })
  return changed.filter(Boolean).length
}
