/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { languages } from '../src/i18n/languages'
import { routes, type Route } from '../src/i18n/routes'
import { checkPageFiles, isPageFile, listPageFiles, pageFileProblems } from './page-files'

const root = path.join(__dirname, '..')

const row = (routePath: string, page: string): Route => ({
  path: routePath,
  page,
  locales: languages,
  nav: false,
  sitemap: true,
  analytics: true,
  signedIn: false,
  devOnly: false,
})
const table = { home: row('/', 'index.tsx'), faq: row('/qatrading/faq/', 'qatrading/faq.tsx') }

describe('pageFileProblems', () => {
  it('finds nothing when every page file has its row and every row its file', () => {
    expect(pageFileProblems(['index.tsx', 'qatrading/faq.tsx'], table)).toEqual([])
  })

  it('names a page file that has no row', () => {
    expect(pageFileProblems(['contact.tsx', 'index.tsx', 'qatrading/faq.tsx'], table)).toEqual([
      expect.stringMatching(
        /^src\/pages\/contact\.tsx is a page file with no row in src\/i18n\/routes\.ts/,
      ),
    ])
  })

  it('names a row whose page file is not there, and the file it names', () => {
    expect(pageFileProblems(['index.tsx'], table)).toEqual([
      expect.stringMatching(
        /^src\/i18n\/routes\.ts: the route "faq" names src\/pages\/qatrading\/faq\.tsx, which is not a page file/,
      ),
    ])
  })

  it('names two rows of one page file or one path', () => {
    const twice = { ...table, again: row('/qatrading/faq/', 'index.tsx') }
    expect(pageFileProblems(['index.tsx', 'qatrading/faq.tsx'], twice)).toEqual([
      'src/i18n/routes.ts: the routes "home" and "again" have one page.',
      'src/i18n/routes.ts: the routes "faq" and "again" have one path.',
    ])
  })

  it('finds the site’s own page files and table in agreement', () => {
    expect(pageFileProblems(listPageFiles(path.join(root, 'src', 'pages')), routes)).toEqual([])
  })
})

describe('isPageFile', () => {
  it('takes what Gatsby makes pages of, and leaves tests, declarations, data and private files', () => {
    expect(['index.tsx', 'dev/kit.tsx', 'about.js', 'notes.mdx'].filter(isPageFile)).toHaveLength(4)
    for (const file of [
      'login.test.tsx',
      'qatrading/faq.spec.ts',
      '__tests__/index.tsx',
      'page-props.d.ts',
      'strings.json',
      '_helper.tsx',
      'template-page.tsx',
      'styles.css',
    ]) {
      expect(isPageFile(file)).toBe(false)
    }
  })
})

describe('checkPageFiles, the check onPreBootstrap runs', () => {
  let projectDir: string
  const write = (file: string) => {
    const filePath = path.join(projectDir, 'src', 'pages', file)
    mkdirSync(path.dirname(filePath), { recursive: true })
    writeFileSync(filePath, 'export default function Page() { return null }\n')
  }

  beforeEach(() => {
    projectDir = mkdtempSync(path.join(tmpdir(), 'page-files-'))
    write('index.tsx')
    write('qatrading/faq.tsx')
    write('qatrading/faq.test.tsx')
  })
  afterEach(() => rmSync(projectDir, { recursive: true, force: true }))

  it('lists the page files of a folder tree, relative and with / separators', () => {
    expect(listPageFiles(path.join(projectDir, 'src', 'pages'))).toEqual([
      'index.tsx',
      'qatrading/faq.tsx',
    ])
    expect(() => checkPageFiles(projectDir, table)).not.toThrow()
  })

  it('stops the build, naming a page file without a row', () => {
    write('contact.tsx')
    expect(() => checkPageFiles(projectDir, table)).toThrow(
      /^src\/pages\/contact\.tsx is a page file with no row in src\/i18n\/routes\.ts/,
    )
  })

  it('stops the build, naming a row without its page file', () => {
    rmSync(path.join(projectDir, 'src', 'pages', 'qatrading', 'faq.tsx'))
    expect(() => checkPageFiles(projectDir, table)).toThrow(
      'the route "faq" names src/pages/qatrading/faq.tsx, which is not a page file',
    )
  })
})
