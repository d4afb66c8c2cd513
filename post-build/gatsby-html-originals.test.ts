/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { deferScriptsInDirectory, deferredBundleSources } from './defer-page-scripts'

// A build's public/ as `gatsby build` leaves it, and what the post-build makes of it, across
// builds: Gatsby renders a page again only when its data or the code changed.

const slice =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n' +
  '            window.___chunkMapping="{\\"app\\":[\\"/app-3c.js\\"]}";\n          </script>\n' +
  '        <script>window.___webpackCompilationHash="abc123";</script>' +
  '<script src="/webpack-runtime-1a.js" async></script><script src="/app-3c.js" async></script>'
const stitched = (content: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" -->${content}<!-- slice-end id="_gatsby-scripts-1" -->`
const sliceRegion =
  /<!-- slice-start id="_gatsby-scripts-1" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/

/** A page as Gatsby renders it. */
const rendered = (text: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><p>${text}</p></div>` +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/en/qatrading/faq/";/*]]>*/</script>' +
  `${stitched(slice)}</body></html>`

let root: string
let publicDir: string
let originalsDir: string
const page = 'en/qatrading/faq/index.html'

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gatsby-html-originals-'))
  publicDir = path.join(root, 'public')
  originalsDir = path.join(root, '.cache', 'post-build', 'gatsby-html')
  write('webpack.stats.json', {
    namedChunkGroups: {
      'component---src-pages-qatrading-faq-tsx': {
        assets: [{ name: 'component---src-pages-qatrading-faq-tsx-5e.js' }],
      },
    },
  })
  write('page-data/en/qatrading/faq/page-data.json', {
    componentChunkName: 'component---src-pages-qatrading-faq-tsx',
  })
  write('_gatsby/slices/_gatsby-scripts-1.html', slice)
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

function write(relativePath: string, content: string | object): void {
  const file = path.join(publicDir, relativePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
}

const read = (relativePath: string) => readFileSync(path.join(publicDir, relativePath), 'utf8')

/** What `gatsby build` does to a page it does not render again: stitches its slice back in. */
function stitchAgain(relativePath: string): void {
  write(
    relativePath,
    read(relativePath).replace(
      sliceRegion,
      stitched(read('_gatsby/slices/_gatsby-scripts-1.html')),
    ),
  )
}

const startsWithItsTemplateAndData = (html: string) => {
  expect(deferredBundleSources(html)).toEqual([
    '/webpack-runtime-1a.js',
    '/app-3c.js',
    '/component---src-pages-qatrading-faq-tsx-5e.js',
  ])
  expect(html).toContain(
    'f=["/page-data/en/qatrading/faq/page-data.json","/page-data/app-data.json"]',
  )
  expect(html).toContain('window.pagePath="/en/qatrading/faq/"')
}

it('a page Gatsby did not render again is served exactly as after the build that rendered it', async () => {
  write(page, rendered('Fees'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  const first = read(page)
  startsWithItsTemplateAndData(first)

  stitchAgain(page)
  await deferScriptsInDirectory(publicDir, originalsDir)
  expect(read(page)).toBe(first)
})

it('running the post-build twice changes nothing the second time', async () => {
  write(page, rendered('Fees'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  const first = read(page)
  expect(await deferScriptsInDirectory(publicDir, originalsDir)).toBe(0)
  expect(read(page)).toBe(first)
})

it('a page Gatsby renders again with new content is rewritten from that content', async () => {
  write(page, rendered('Fees'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  write(page, rendered('Fees and taxes'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  const html = read(page)
  expect(html).toContain('<p>Fees and taxes</p>')
  startsWithItsTemplateAndData(html)
})

it("leaves Gatsby's own slice as Gatsby wrote it, for the next build to stitch", async () => {
  write(page, rendered('Fees'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  expect(read('_gatsby/slices/_gatsby-scripts-1.html')).toBe(slice)
})

it('stops the build, saying what to do, when a rewritten page has no original to start from', async () => {
  write(page, rendered('Fees'))
  await deferScriptsInDirectory(publicDir, originalsDir)
  rmSync(originalsDir, { recursive: true })
  stitchAgain(page)
  await expect(deferScriptsInDirectory(publicDir, originalsDir)).rejects.toThrow(
    /en\/qatrading\/faq\/index\.html was rewritten by an earlier build.*npm run clean/,
  )
})
