import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** Inline scripts as Gatsby writes them: constant, per page, and a data block (not executed). */
export function pageHtml(pagePath: string, heading: string, padding = 0): string {
  return [
    '<!doctype html><html><head>',
    `<script>window.pagePath="${pagePath}"</script>`,
    '<script type="module">const images = document.querySelectorAll("img")</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/app-0123456789abcdef0123.js" async></script>',
    `</head><body><h1>${heading}</h1>`,
    `<p>${'Gestão de contas. '.repeat(padding)}</p>`,
    '</body></html>',
  ].join('')
}

/** Appended inside precompressed siblings, so a test can tell them from on-the-fly compression. */
export const siblingMarker = (coding: string) => `<!-- precompressed ${coding} -->`

export const hashedScript = 'app-0123456789abcdef0123.js'
export const hashedStyles = 'styles.0123456789abcdef0123.css'

/**
 * A small Gatsby-shaped build in a temporary directory: pages per locale, 404 pages, hashed
 * assets with .br/.gz siblings, page-data, /static/. Returns its path and a cleanup function.
 */
export function createFixtureSite(): { publicDir: string; cleanup: () => void } {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'fixture-public-'))
  const write = (relativePath: string, content: string | Buffer) => {
    const filePath = path.join(publicDir, relativePath)
    mkdirSync(path.dirname(filePath), { recursive: true })
    writeFileSync(filePath, content)
  }
  const writeWithSiblings = (relativePath: string, content: string) => {
    write(relativePath, content)
    write(`${relativePath}.br`, brotliCompressSync(content + siblingMarker('br')))
    write(`${relativePath}.gz`, gzipSync(content + siblingMarker('gzip')))
    // Siblings are written after their file by the build: make that explicit for the mtime check.
    const later = new Date(Date.now() + 1000)
    for (const suffix of ['.br', '.gz'])
      utimesSync(path.join(publicDir, relativePath + suffix), later, later)
  }

  writeWithSiblings('index.html', pageHtml('/', 'Início', 100))
  write('qatrading/faq/index.html', pageHtml('/qatrading/faq/', 'Perguntas', 200))
  write('en/index.html', pageHtml('/en/', 'Home'))
  write('en/qatrading/faq/index.html', pageHtml('/en/qatrading/faq/', 'FAQ'))
  write('pt-PT/index.html', pageHtml('/pt-PT/', 'Início PT'))
  write('pt-PT/qatrading/faq/index.html', pageHtml('/pt-PT/qatrading/faq/', 'Perguntas PT'))
  write('404.html', pageHtml('/404.html', 'Página não encontrada'))
  write('404/index.html', pageHtml('/404/', 'Página não encontrada'))
  write('en/404/index.html', pageHtml('/en/404/', 'Page not found'))
  write('pt-PT/404/index.html', pageHtml('/pt-PT/404/', 'Página não encontrada PT'))
  writeWithSiblings(hashedScript, `console.log(${JSON.stringify('x'.repeat(4000))})`)
  write(hashedStyles, `body{color:#fff}${'.a{margin:0}'.repeat(200)}`)
  write('sw.js', 'self.addEventListener("fetch", () => {})')
  write('static/0a1b2c/logo.png', Buffer.alloc(2048, 7))
  write('page-data/index/page-data.json', JSON.stringify({ path: '/', padding: 'p'.repeat(2000) }))
  write('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: 'abc' }))
  write('robots.txt', 'User-agent: *\n')
  // The content editor (cms/), as post-build/write-admin.ts writes it.
  write('admin/index.html', '<!doctype html><script src="decap-cms.js"></script>')
  write('admin/decap-cms.js', 'window.CMS = {}')
  write('admin/config.yml', '{}')
  write('.env', 'SECRET=1')
  return { publicDir, cleanup: () => rmSync(publicDir, { recursive: true, force: true }) }
}
