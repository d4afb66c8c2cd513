/** @jest-environment node */
import { bundleStartCapMs, deferPageScripts, deferredBundleSources } from './defer-page-scripts'

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><p>Text</p></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  `${scripts}</body></html>`

const bundles =
  '<script src="/webpack-runtime-1a.js" async></script>' +
  '<script src="/framework-2b.js" async></script>' +
  '<script src="/app-3c.js" async=""></script>'

it('replaces the bundle tags with one loader that requests the same bundles, in order', () => {
  const html = deferPageScripts(page(bundles))
  expect(html).not.toContain('<script src=')
  const loaders = html.match(/<script>\(function\(\)\{.*?<\/script>/g) ?? []
  expect(loaders).toHaveLength(1)
  expect(loaders[0]).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]')
  // The page itself and Gatsby's inline data are untouched.
  expect(html).toContain('<div id="___gatsby"><p>Text</p></div>')
  expect(html).toContain('window.pagePath="/"')
})

it('names the bundles a rewritten page loads, and none for any other page', () => {
  expect(deferredBundleSources(deferPageScripts(page(bundles)))).toEqual([
    '/webpack-runtime-1a.js',
    '/framework-2b.js',
    '/app-3c.js',
  ])
  expect(deferredBundleSources(page(''))).toEqual([])
})

it('leaves pages without bundles, other scripts and rewritten pages alone', () => {
  const plain = page('<script src="https://analytics.example/a.js" async></script>')
  expect(deferPageScripts(plain)).toBe(plain)
  const once = deferPageScripts(page(bundles))
  expect(deferPageScripts(once)).toBe(once)
})

it('stops the build when a page with Gatsby bundles has no tag it can defer', () => {
  const chunkMapping = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}"</script>'
  const changedTags = page(`${chunkMapping}<script type="module" src="/app-3c.js"></script>`)
  expect(() => deferPageScripts(changedTags, 'en/index.html')).toThrow(
    /en\/index\.html loads Gatsby bundles, but no <script src="…" async> tag was found/,
  )
  const rewritten = deferPageScripts(page(`${chunkMapping}${bundles}`))
  expect(deferPageScripts(rewritten)).toBe(rewritten)
})

/** Runs the page's loader against a fake browser; returns what it requested and the hooks it set. */
function runLoader(withPaintTiming: boolean) {
  const html = deferPageScripts(page(bundles))
  const loader = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(html)![1]!
  const requested: string[] = []
  const timers: [() => void, number][] = []
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
  let frame: (() => void) | undefined
  class FakePerformanceObserver {
    constructor(callback: typeof paint) {
      paint = callback
    }
    observe(options: { type: string }) {
      expect(options.type).toBe('paint')
    }
  }
  const browser = {
    document: {
      createElement: () => ({}),
      body: { appendChild: (element: { src: string }) => requested.push(element.src) },
    },
    PerformanceObserver: withPaintTiming ? FakePerformanceObserver : undefined,
    requestAnimationFrame: (callback: () => void) => (frame = callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push([callback, ms]),
  }
  new Function(...Object.keys(browser), loader)(...Object.values(browser))
  const runTimers = (ms: number) =>
    timers.filter(([, delay]) => delay === ms).forEach(([callback]) => callback())
  return { requested, paint: () => paint, frame: () => frame, runTimers }
}

const inOrder = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']

it('requests the bundles once the first contentful paint is reported, once', () => {
  const loader = runLoader(true)
  expect(loader.requested).toEqual([]) // nothing before the first paint
  loader.paint()!({ getEntriesByName: () => [] }) // first-paint only: not yet
  loader.runTimers(0)
  expect(loader.requested).toEqual([])
  loader.paint()!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
  loader.runTimers(0)
  expect(loader.requested).toEqual(inOrder)
  loader.runTimers(bundleStartCapMs)
  expect(loader.requested).toEqual(inOrder)
})

it('falls back to the next frame without Paint Timing, and to a second without any paint', () => {
  const withoutPaintTiming = runLoader(false)
  withoutPaintTiming.frame()!()
  withoutPaintTiming.runTimers(0)
  expect(withoutPaintTiming.requested).toEqual(inOrder)
  const hiddenTab = runLoader(true)
  hiddenTab.runTimers(bundleStartCapMs)
  expect(hiddenTab.requested).toEqual(inOrder)
})

it("requests the page's template scripts with the bundles, each once, and preloads its data as a fetch", () => {
  const html = deferPageScripts(page(bundles), 'index.html', {
    scripts: ['/commons-4d.js', '/component---src-pages-index-tsx-5e.js', '/app-3c.js'],
    data: ['/page-data/index/page-data.json', '/page-data/app-data.json'],
  })
  expect(deferredBundleSources(html)).toEqual([
    '/webpack-runtime-1a.js',
    '/framework-2b.js',
    '/app-3c.js',
    '/commons-4d.js',
    '/component---src-pages-index-tsx-5e.js',
  ])
  // The same request Gatsby's loader makes (CORS mode, same-origin credentials), so it is reused.
  expect(html).toContain('f=["/page-data/index/page-data.json","/page-data/app-data.json"]')
  expect(html).toContain('k.rel="preload";k.as="fetch";k.crossOrigin="anonymous"')
})
