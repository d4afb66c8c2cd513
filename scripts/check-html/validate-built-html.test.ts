/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatHtmlProblem, validateBuiltHtml } from './validate-built-html'

const root = path.join(__dirname, '..', '..')

/** A page the way React and Gatsby write one: self-closed void elements, charSet, hidden="". */
const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Page</title>' +
  '<link rel="alternate" hrefLang="en" href="/en/"/></head><body>' +
  `<div id="___gatsby"><main><h1>Title</h1>${body}</main></div></body></html>`

// Only this temporary folder, a stand-in for public/, is ever written or removed.
let built: string
const write = (relativePath: string, html: string) => {
  const file = path.join(built, relativePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, html)
}

beforeEach(() => {
  built = mkdtempSync(path.join(tmpdir(), 'check-html-'))
  write('index.html', page('<p id=":R9n8l7:" hidden="">Hello<br/>there</p>'))
  write('en/login/index.html', page('<label>User <input name="username"/></label>'))
  // Gatsby's page data has folders named like pages (page-data/404.html/): not files to validate.
  mkdirSync(path.join(built, 'page-data', '404.html'), { recursive: true })
})
afterEach(() => rmSync(built, { recursive: true, force: true }))

it('passes what React and Gatsby write, and names the file, line and rule of each error', async () => {
  const problems = await validateBuiltHtml(built)
  expect(problems.map((problem) => formatHtmlProblem(problem, 'public'))).toEqual([
    `${path.join('public', 'en', 'login', 'index.html')}:1:no-implicit-input-type: <input> is missing recommended "type" attribute (at #___gatsby > main > label > input)`,
  ])
})

it('as `npm run check:html`, lists each error and exits non-zero; a clean build passes', () => {
  const run = () =>
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'check-html.ts'), built],
      { cwd: built, encoding: 'utf8', stdio: 'pipe' },
    )
  let failure: { status: number; stderr: string } | undefined
  try {
    run()
  } catch (error) {
    failure = error as { status: number; stderr: string }
  }
  expect(failure?.status).toBe(1)
  expect(failure?.stderr).toContain(
    `${path.join('en', 'login', 'index.html')}:1:no-implicit-input-type: <input> is missing recommended "type" attribute`,
  )
  expect(failure?.stderr).toContain('1 error in 2 HTML files')

  write('en/login/index.html', page('<label>User <input type="text" name="username"/></label>'))
  expect(run()).toContain('2 HTML files in ./, no errors.')
})
