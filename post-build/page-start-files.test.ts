/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { appDataUrl, pageDataUrl, pageStartFilesReader } from './page-start-files'

let publicDir: string

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'page-start-files-'))
  writeFileSync(
    path.join(publicDir, 'webpack.stats.json'),
    JSON.stringify({
      namedChunkGroups: {
        'component---src-pages-faq-tsx': {
          assets: [{ name: 'commons-4d.js' }, { name: 'component---src-pages-faq-tsx-5e.js' }],
        },
      },
    }),
  )
})

afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

function writePageData(pagePath: string, componentChunkName: string): void {
  const file = path.join(publicDir, pageDataUrl(pagePath))
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify({ componentChunkName, path: pagePath, result: {} }))
}

it("maps a page to its data file as Gatsby's loader does", () => {
  expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json')
  expect(pageDataUrl('/ja/qatrading/faq/')).toBe('/page-data/ja/qatrading/faq/page-data.json')
  expect(pageDataUrl('/404.html')).toBe('/page-data/404.html/page-data.json')
})

describe("Gatsby's loader, as installed (gatsby/cache-dir/loader.js)", () => {
  // What the preloads lean on (docs/performance.md#framework-internals-we-lean-on): the addresses
  // the loader requests, and how (a preload is used only by a request of the same mode).
  const loader = readFileSync(require.resolve('gatsby/cache-dir/loader.js'), 'utf8')

  it('requests the page data at the address the preload names', () => {
    const functionText = (name: string) =>
      new RegExp(`const ${name} = [\\s\\S]*?\\n}\\n`).exec(loader)?.[0] ?? ''
    const createPageDataUrl = new Function(
      '__PATH_PREFIX__',
      `${functionText('stripSurroundingSlashes')}${functionText('createPageDataUrl')}` +
        'return createPageDataUrl',
    )('') as (path: string) => string
    for (const pagePath of ['/', '/en/', '/ja/qatrading/faq/', '/404.html'])
      expect(createPageDataUrl(pagePath)).toBe(pageDataUrl(pagePath))
    expect(loader).toContain(`this.memoizedGet(\`\${__PATH_PREFIX__}${appDataUrl}\`)`)
  })

  it('fetches it with a same-origin XMLHttpRequest, without credentials of its own (mode cors)', () => {
    const doFetch = /function doFetch\(url, method = `GET`\) \{[\s\S]*?\n\}\n/.exec(loader)?.[0]
    expect(doFetch).toContain('const req = new XMLHttpRequest()')
    expect(doFetch).toContain('req.open(method, url, true)')
    expect(loader).not.toMatch(/withCredentials|\bfetch\(/)
  })
})

it("names the template's scripts and the page's data", () => {
  writePageData('/en/qatrading/faq/', 'component---src-pages-faq-tsx')
  expect(pageStartFilesReader(publicDir)('/en/qatrading/faq/')).toEqual({
    scripts: ['/commons-4d.js', '/component---src-pages-faq-tsx-5e.js'],
    data: ['/page-data/en/qatrading/faq/page-data.json', '/page-data/app-data.json'],
  })
})

it('gives nothing for a page without page data, and refuses a template the build does not know', () => {
  const startFilesOf = pageStartFilesReader(publicDir)
  expect(startFilesOf('/admin/')).toEqual({ scripts: [], data: [] })
  writePageData('/en/', 'component---src-pages-index-tsx')
  expect(() => startFilesOf('/en/')).toThrow('webpack.stats.json has no chunk group for /en/')
})

it('refuses a directory that is not a complete build', () => {
  rmSync(path.join(publicDir, 'webpack.stats.json'))
  expect(() => pageStartFilesReader(publicDir)).toThrow(/is public\/ a complete Gatsby build/)
})
