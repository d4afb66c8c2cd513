/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { inlineScriptHashes } from '../hosting-policy/csp/inline-script-hashes'
import { mergeStartScripts } from './merge-start-scripts'

const imageLoader =
  '<script type="module">const e=1;e&&document.body.addEventListener("load",(function(e){if(void 0===t.dataset.gatsbyImageSsr)return}),!0);</script>'
const tail =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/en/qatrading/faq/";/*]]>*/</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n' +
  '            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---src-pages-qatrading-faq-tsx\\":[\\"/component---src-pages-qatrading-faq-tsx-2.js\\"],\\"faq-questions\\":[\\"/faq-questions-3.js\\"]}";\n          </script>\n        <!-- slice-end id="_gatsby-scripts-1" -->' +
  '<script>window.___webpackCompilationHash="abc123";</script>' +
  '<script>(function(){var s=["/app-1.js"];setTimeout(l,1e3)})()</script></body></html>'
const page = (body: string) => `<html><head>${imageLoader}</head><body>${body}${tail}`

/** Runs the page's inline scripts as a browser would, in order, and returns the globals set. */
function globalsAfterRunning(html: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    new Function('window', 'l', 'setTimeout', `${body}`)(
      window,
      () => undefined,
      () => undefined,
    )
  }
  return window
}

it('sets Gatsby’s globals from one script instead of four, with the same values', () => {
  const before = page('<p>No image here</p>')
  const after = mergeStartScripts(before)
  expect(inlineScriptHashes(after)).toHaveLength(1)
  expect(after).not.toMatch(/[ \t]+$/m)
  expect(globalsAfterRunning(after)).toEqual({
    pagePath: '/en/qatrading/faq/',
    // Only the page components' files: Gatsby's runtime looks up nothing else (test below).
    ___chunkMapping:
      '{"component---src-pages-qatrading-faq-tsx":["/component---src-pages-qatrading-faq-tsx-2.js"]}',
    ___webpackCompilationHash: 'abc123',
  })
})

it('keeps the image loader on a page with a server-rendered image, and only there', () => {
  const withImage = page('<div data-gatsby-image-wrapper=""><img data-gatsby-image-ssr="" /></div>')
  expect(mergeStartScripts(withImage)).toContain(imageLoader)
  expect(mergeStartScripts(page('<p>text</p>'))).not.toContain('gatsbyImageSsr')
})

it('leaves a page without the bundle loader as it was, but for the image loader', () => {
  const html = '<html><body><p>static</p><script>window.pagePath="/";</script></body></html>'
  expect(mergeStartScripts(html)).toBe(html)
})

it('recognises the scripts of the Gatsby version installed', () => {
  // Gatsby's own template for these scripts: if it changes, this test says so before a page breaks.
  const template = readFileSync(require.resolve('gatsby/cache-dir/static-entry.js'), 'utf8')
  expect(template).toContain('id={`gatsby-script-loader`}')
  expect(template).toContain('id={`gatsby-chunk-mapping`}')
  expect(template).toContain('window.___webpackCompilationHash')
})

it('keeps every chunk Gatsby’s runtime looks up in the mapping: page components only', () => {
  // If Gatsby starts reading other chunks' files from the mapping, this says so before a
  // navigation or a prefetch misses them.
  const cacheDir = path.dirname(require.resolve('gatsby/cache-dir/loader.js'))
  const lookups = readdirSync(cacheDir)
    .filter((file) => file.endsWith('.js') && file !== 'static-entry.js')
    .flatMap(
      (file) => readFileSync(path.join(cacheDir, file), 'utf8').match(/___chunkMapping.*/g) ?? [],
    )
  expect(lookups).toEqual(['___chunkMapping[componentChunkName] || []).map('])
})

it('leaves a page it merged as it is when run again', () => {
  const once = mergeStartScripts(page('<p>text</p>'))
  expect(mergeStartScripts(once)).toBe(once)
})

describe('gatsby-plugin-image’s style sheets', () => {
  const styles =
    '<style>.gatsby-image-wrapper{position:relative;overflow:hidden}.gatsby-image-wrapper img{bottom:0}</style>' +
    '<noscript><style>.gatsby-image-wrapper noscript [data-main-image]{opacity:1!important}</style></noscript>'
  const withStyles = (body: string) =>
    `<html><head><style>.css-1{color:red}</style>${styles}<link rel="icon" href="/favicon.svg"/></head><body>${body}${tail}`

  it('go from a page without any of its wrappers; the page’s own styles stay', () => {
    const after = mergeStartScripts(withStyles('<p>No image here</p>'))
    expect(after).not.toContain('gatsby-image-wrapper')
    expect(after).toContain('<style>.css-1{color:red}</style><link rel="icon"')
  })

  it('stay on a page with a wrapper', () => {
    const body =
      '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><img alt="" /></div>'
    expect(mergeStartScripts(withStyles(body))).toContain(styles)
  })

  it('are needed by no page: the site imports no component of the plugin, only its types', () => {
    // A page drawn in the browser after a navigation would find no styles for a wrapper.
    const srcDir = path.join(__dirname, '..', 'src')
    const valueImport =
      /^import\s+(?!type\b)(?:\{[^}]*\}|[^\n{]*?)\s*from\s+['"]gatsby-plugin-image['"]/m
    const importing = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => valueImport.test(readFileSync(path.join(srcDir, file), 'utf8')))
    expect(importing).toEqual([])
  })
})

describe('gatsby-plugin-image’s head, as installed', () => {
  // The plugin's gatsby-ssr writes it into every page; the patterns above must find all of it.
  function pluginHead(): string {
    const components: ReactElement[] = []
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's file, as Gatsby loads it
    const { onRenderBody } = require(
      path.join(path.dirname(require.resolve('gatsby-plugin-image/package.json')), 'gatsby-ssr.js'),
    ) as { onRenderBody: (api: { setHeadComponents: (add: ReactElement[]) => void }) => void }
    onRenderBody({ setHeadComponents: (add) => components.push(...add) })
    expect(components).toHaveLength(3)
    return components.map((component) => renderToStaticMarkup(component)).join('')
  }

  it('goes whole from a page that draws no image of the plugin', () => {
    const html = `<html><head>${pluginHead()}<link rel="icon" href="/favicon.svg"/></head><body><p>text</p>${tail}`
    const after = mergeStartScripts(html)
    expect(after).not.toMatch(/gatsby-?image/i)
    expect(after).toContain('<head><link rel="icon" href="/favicon.svg"/></head>')
  })
})
