/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Compilation } from 'webpack'
import { startupScripts } from './eager-compile-hint'

/** A compilation's named chunk groups, as webpack's chunk graph gives them for a Gatsby build. */
function compilationWith(groups: Record<string, string[][]>) {
  const namedChunkGroups = new Map(
    Object.entries(groups).map(([name, chunks]) => [
      name,
      { chunks: chunks.map((files) => ({ files: new Set(files) })) },
    ]),
  )
  return { namedChunkGroups } as unknown as Pick<Compilation, 'namedChunkGroups'>
}

describe('startupScripts', () => {
  const compilation = compilationWith({
    app: [['webpack-runtime-1.js'], ['framework-2.js'], ['app-3.js', 'app-3.js.LICENSE.txt']],
    'component---src-pages-index-tsx': [['commons-4.js'], ['component---src-pages-index-tsx-5.js']],
    'component---src-pages-dev-kit-tsx': [
      ['b192428f-6.js'],
      ['component---src-pages-dev-kit-7.js'],
    ],
    'sentry-browser': [['550fdbb7-8.js'], ['79-9.js']],
  })

  it("takes every script of the app entry and of each page's chunk group", () => {
    expect([...startupScripts(compilation)].sort()).toEqual([
      'app-3.js',
      'b192428f-6.js',
      'commons-4.js',
      'component---src-pages-dev-kit-7.js',
      'component---src-pages-index-tsx-5.js',
      'framework-2.js',
      'webpack-runtime-1.js',
    ])
  })

  it('leaves out chunks only a later import() reaches, and files that are not scripts', () => {
    const files = startupScripts(compilation)
    expect(files.has('550fdbb7-8.js')).toBe(false)
    expect(files.has('79-9.js')).toBe(false)
    expect(files.has('app-3.js.LICENSE.txt')).toBe(false)
  })
})

describe("Gatsby's build, as installed", () => {
  // What the plugin leans on (docs/performance.md#framework-internals-we-lean-on): the names Gatsby
  // gives the start-up chunk groups, and a minifier that runs at the stage before the plugin's.
  const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'))
  const read = (file: string) => readFileSync(path.join(gatsbyDir, file), 'utf8')

  it('names the browser entry `app`', () => {
    expect(read('dist/utils/webpack.config.js')).toMatch(
      /case `build-javascript`:\s*return [^;]*?\{\s*app: directoryPath\(`\.cache\/production-app`\)\s*\}/,
    )
  })

  it('names each page component’s chunk group `component---…`', () => {
    const { generateComponentChunkName } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's own module
      require(path.join(gatsbyDir, 'dist/utils/js-chunk-names')) as {
        generateComponentChunkName: (componentPath: string) => string
      }
    expect(generateComponentChunkName('/site/src/pages/qatrading/faq.tsx')).toBe(
      'component---site-src-pages-qatrading-faq-tsx',
    )
    expect(read('dist/bootstrap/requires-writer.js')).toContain(
      '/* webpackChunkName: "${c.componentChunkName}" */',
    )
  })

  it('minifies its browser bundles at the stage before the plugin’s, which would drop the hint', () => {
    expect(read('dist/utils/webpack-utils.js')).toContain('new _terserWebpackPlugin.default({')
    const terser = readFileSync(
      require.resolve('terser-webpack-plugin', { paths: [gatsbyDir] }),
      'utf8',
    )
    expect(terser).toMatch(
      /processAssets\.tapPromise\(\{\s*name: pluginName,\s*stage: compiler\.webpack\.Compilation\.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,/,
    )
  })
})
