/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { inlineScriptHashes } from '../hosting-policy/csp/inline-script-hashes'
import { deferPageScripts, deferredBundleSources } from './defer-page-scripts'
import { mergeStartScripts } from './merge-start-scripts'

/**
 * The two rewrites of a page's end (defer-page-scripts.ts, merge-start-scripts.ts) on a page whose
 * end Gatsby itself wrote, as installed: its page template's script-loader text
 * (cache-dir/static-entry.js), its scripts slice (the chunk mapping, the build's hash and the
 * bundle tags, written by dist/utils/gatsby-webpack-stats-extractor.js) and its stitching of that
 * slice into the page (dist/utils/slices/stitching.js). If Gatsby writes any of it differently,
 * the rewrite stops here rather than on a built page (docs/performance.md#framework-internals-we-lean-on).
 */

const gatsbyFile = (file: string) =>
  path.join(path.dirname(require.resolve('gatsby/package.json')), file)

interface ChunkGroup {
  name: string
  chunks: { files: Set<string> }[]
  getChildrenByOrders: () => Record<string, never>
}
type DoneHook = (stats: unknown, done: () => void) => Promise<void>

const compilationHash = 'a1b2c3'
/** A build's named chunk groups, as webpack hands them to Gatsby's stats plugin. */
const chunkGroups: ChunkGroup[] = Object.entries({
  app: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'app-3.js.map'],
  'component---src-pages-index-tsx': ['component---src-pages-index-tsx-4.js'],
  'crash-screen': ['crash-screen-5.js'],
}).map(([name, files]) => ({
  name,
  chunks: files.map((file) => ({ files: new Set([file]) })),
  getChildrenByOrders: () => ({}),
}))

/** Runs Gatsby's stats plugin on those groups in `rootDir`: it writes public/_gatsby/slices/. */
async function writeScriptsSlice(rootDir: string): Promise<void> {
  /* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's own build code */
  const { GatsbyWebpackStatsExtractor } = require(
    gatsbyFile('dist/utils/gatsby-webpack-stats-extractor.js'),
  ) as {
    GatsbyWebpackStatsExtractor: new (publicPath: string) => { apply(compiler: unknown): void }
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
  let done: DoneHook | undefined
  new GatsbyWebpackStatsExtractor('').apply({
    hooks: { done: { tapAsync: (_name: string, hook: DoneHook) => (done = hook) } },
  })
  const stats = {
    hash: compilationHash,
    compilation: { chunkGroups },
    toJson: () => ({ namedChunkGroups: {}, assets: [] }),
  }
  const directory = process.cwd()
  const slices = process.env.GATSBY_SLICES
  process.chdir(rootDir) // the plugin writes into public/ of the folder Gatsby runs in
  process.env.GATSBY_SLICES = 'true' // as gatsby-config loading sets it for Gatsby 5
  try {
    await new Promise<void>((resolve, reject) => void done!(stats, resolve).catch(reject))
  } finally {
    process.chdir(directory)
    if (slices === undefined) delete process.env.GATSBY_SLICES
    else process.env.GATSBY_SLICES = slices
  }
}

/** The script-loader script of Gatsby's page template, for `pagePath`. */
function scriptLoader(pagePath: string): string {
  const template = readFileSync(gatsbyFile('cache-dir/static-entry.js'), 'utf8')
  const text = /const windowPageData = (`\/\*<!\[CDATA\[\*\/[\s\S]*?\/\*\]\]>\*\/`)/.exec(template)
  expect(text).not.toBeNull()
  const render = new Function(
    'pagePath',
    'process',
    'webpackCompilationHash',
    'inlinePageData',
    'pageData',
    `return ${text![1]}`,
  ) as (...args: unknown[]) => string
  const body = render(pagePath, { env: { GATSBY_SLICES: 'true' } }, compilationHash, false, {})
  return `<script id="gatsby-script-loader">${body}</script>`
}

let rootDir: string
let page: string

beforeAll(async () => {
  rootDir = mkdtempSync(path.join(tmpdir(), 'gatsby-page-end-'))
  mkdirSync(path.join(rootDir, 'public'))
  await writeScriptsSlice(rootDir)
  /* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's own modules */
  const { ServerSliceRenderer } = require('gatsby/cache-dir/slice/server-slice-renderer') as {
    ServerSliceRenderer: (props: { sliceId: string }) => never
  }
  const { stitchSliceForAPage } = require(gatsbyFile('dist/utils/slices/stitching.js')) as {
    stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const publicDir = path.join(rootDir, 'public')
  const file = path.join(publicDir, 'en', 'index.html')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(
    file,
    '<!DOCTYPE html><html><head></head><body><div id="___gatsby"><p>Text</p></div>' +
      scriptLoader('/en/') +
      renderToStaticMarkup(<ServerSliceRenderer sliceId="_gatsby-scripts" />) +
      '</body></html>',
  )
  await stitchSliceForAPage({ pagePath: '/en/', publicDir })
  page = readFileSync(file, 'utf8')
})
afterAll(() => rmSync(rootDir, { recursive: true, force: true }))

/** Runs a page's inline scripts as a browser would, in order, and returns the globals they set. */
function globalsAfterRunning(html: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  for (const [, body] of html.matchAll(/<script(?: id="[\w-]+")?\s*>([\s\S]*?)<\/script>/g)) {
    new Function('window', 'l', 'setTimeout', body!)(
      window,
      () => undefined,
      () => undefined,
    )
  }
  return window
}

it("is a page as Gatsby writes it: its globals set by three inline scripts, the bundles' tags after", () => {
  expect(inlineScriptHashes(page)).toHaveLength(3)
  expect(page).toContain('<script src="/app-3.js" async></script>')
  expect(globalsAfterRunning(page)).toMatchObject({
    pagePath: '/en/',
    ___webpackCompilationHash: compilationHash,
  })
})

it('defers every bundle of that page and sets the same globals from one script', () => {
  const after = mergeStartScripts(deferPageScripts(page, 'en/index.html'))
  expect(after).not.toMatch(/<script src=/)
  expect(deferredBundleSources(after)).toEqual([
    '/webpack-runtime-1.js',
    '/framework-2.js',
    '/app-3.js',
  ])
  expect(inlineScriptHashes(after)).toHaveLength(1)
  expect(globalsAfterRunning(after)).toEqual({
    pagePath: '/en/',
    ___chunkMapping: JSON.stringify({
      'component---src-pages-index-tsx': ['/component---src-pages-index-tsx-4.js'],
    }),
    ___webpackCompilationHash: compilationHash,
  })
  expect(after).toContain('<div id="___gatsby"><p>Text</p></div>')
})
