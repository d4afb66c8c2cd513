/**
 * Every inline script of a page is one more `'sha256-…'` source in its Content-Security-Policy
 * header, which is sent uncompressed with the page: on the FAQ those bytes decided whether the HTML
 * arrives in the first round trip of a slow connection (docs/performance.md#the-faqs-largest-paint).
 * Gatsby writes three one-line scripts of globals its runtime reads (the page's path, its chunk
 * mapping, the build's hash) right before the bundle loader (defer-page-scripts.ts); they become
 * statements at the end of that loader, which sets them before any bundle arrives. gatsby-plugin-image adds a module script to
 * every page that fades in server-rendered images once they load; on a page with none it does
 * nothing, so it is left out there. Client-side navigations never need it: after hydration the
 * plugin's own components handle their images. Its two inline style sheets (for its wrappers, and
 * for them without script) style only elements its components draw: the site draws its images as
 * plain `<picture>` (src/components/ui/picture/), so they go from every page without a wrapper
 * (170–210 B of the FAQ's brotli body; docs/performance.md#the-faqs-largest-paint). The test
 * beside this file fails if a component of the plugin comes into use.
 *
 * Gatsby's chunk mapping names the files of every named chunk of the build, but its runtime reads
 * it only for page components (`createComponentUrls` in gatsby/cache-dir/loader.js: the files to
 * prefetch before a navigation); webpack's own runtime knows where every other chunk is. The rest
 * (the app's, and each chunk the site loads on use) goes: a random hash each, 200–250 B of the
 * FAQ's brotli body on every page (docs/performance.md#the-faqs-largest-paint).
 */

/** Gatsby's global-setting scripts, as gatsby 5 writes them (CDATA comments, attributes, spaces). */
// With the white space before each, so no line of spaces is left behind (html-validate).
const globalsScript =
  /\s*<script(?:\s+id="(?:gatsby-script-loader|gatsby-chunk-mapping)")?\s*>\s*(?:\/\*<!\[CDATA\[\*\/)?\s*(window\.(?:pagePath|___chunkMapping|___webpackCompilationHash)=(?:"(?:[^"\\]|\\.)*");)\s*(?:\/\*\]\]>\*\/)?\s*<\/script>/g

/** The bundle loader defer-page-scripts.ts writes: an inline script starting with its IIFE. */
export const loaderStart = '<script>(function(){var s='

/** Gatsby's chunk mapping script: on every page that loads its bundles, until folded away. */
export const chunkMappingMark = 'id="gatsby-chunk-mapping"'

/** gatsby-plugin-image's inline loader: a module script reading `data-gatsby-image-ssr`. */
const imageLoader = /<script type="module">[^<]*gatsbyImageSsr[^<]*<\/script>/
const serverRenderedImage = 'data-gatsby-image-ssr'

/** gatsby-plugin-image's style sheets, as its gatsby-ssr writes them into every page's head. */
const imageStyles =
  /<style>\.gatsby-image-wrapper\{[^<]*<\/style>|<noscript><style>\.gatsby-image-wrapper [^<]*<\/style><\/noscript>/g
const imageWrapper = 'data-gatsby-image-wrapper'

/** The prefix of the chunk names Gatsby gives page components (`component---src-pages-…`). */
const pageComponentChunk = 'component---'
const chunkMappingStatement = /^window\.___chunkMapping=("(?:[^"\\]|\\.)*");$/

/** The chunk mapping's statement with only the page components' entries; any other as it was. */
function withPageComponentsOnly(statement: string): string {
  const literal = chunkMappingStatement.exec(statement)?.[1]
  if (literal === undefined) return statement
  const mapping = JSON.parse(JSON.parse(literal) as string) as Record<string, string[]>
  const pages = Object.fromEntries(
    Object.entries(mapping).filter(([chunk]) => chunk.startsWith(pageComponentChunk)),
  )
  return `window.___chunkMapping=${JSON.stringify(JSON.stringify(pages))};`
}

export function mergeStartScripts(html: string): string {
  let merged = html
  if (!html.includes(serverRenderedImage)) merged = merged.replace(imageLoader, '')
  if (!html.includes(imageWrapper)) merged = merged.replace(imageStyles, '')
  const loaderAt = merged.indexOf(loaderStart)
  if (loaderAt === -1) return merged
  const loaderEnd = merged.indexOf('</script>', loaderAt)
  const statements: string[] = []
  const before = merged.slice(0, loaderAt).replace(globalsScript, (_script, statement: string) => {
    statements.push(withPageComponentsOnly(statement))
    return ''
  })
  if (statements.length === 0) return merged
  // After the loader's own code, which only waits for the first paint: no bundle runs before them.
  return (
    before + merged.slice(loaderAt, loaderEnd) + ';' + statements.join('') + merged.slice(loaderEnd)
  )
}
