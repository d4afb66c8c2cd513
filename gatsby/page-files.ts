import { readdirSync } from 'node:fs'
import path from 'node:path'

import { routes, type Route } from '../src/i18n/routes'

const tableFile = 'src/i18n/routes.ts'
const pagesFolder = 'src/pages'

/** What Gatsby makes pages of: its own script extensions, and gatsby-plugin-mdx's. */
const pageExtensions = ['.js', '.jsx', '.mjs', '.ts', '.tsx', '.mdx']

/**
 * Whether Gatsby makes a page of this file of src/pages/ (the rules of gatsby-page-utils'
 * `validatePath`): not a test, a type declaration or data, and no name starting with `_`, `.` or
 * `template-`.
 */
export function isPageFile(relativePath: string): boolean {
  const { base, name, ext } = path.posix.parse(relativePath)
  if (!pageExtensions.includes(ext) || /\.d\.tsx?$/.test(base)) return false
  if (name.startsWith('_') || name.startsWith('.') || name.startsWith('template-')) return false
  const isTest = /(?:^|\/)__tests__\//.test(relativePath) || /\.(?:spec|test)$/.test(name)
  return !isTest
}

/** The page files under `pagesDir`, relative to it with `/` separators, sorted. */
export function listPageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(pagesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(isPageFile)
    .sort()
}

/**
 * Where the page files and the route table disagree, one sentence each naming the file: a page
 * file no row names (Gatsby would build a page nothing else knows of: not in the sitemap or the
 * tests, and with analytics), a row whose file is not there, and two rows of one file or path.
 */
export function pageFileProblems(
  pageFiles: readonly string[],
  table: Readonly<Record<string, Route>> = routes,
): string[] {
  const rows = Object.entries(table)
  const problems: string[] = []
  for (const file of pageFiles) {
    if (!rows.some(([, route]) => route.page === file)) {
      problems.push(
        `${pagesFolder}/${file} is a page file with no row in ${tableFile}: add its route there ` +
          '(path, locales, nav, sitemap…), or move the file out of src/pages/.',
      )
    }
  }
  for (const [key, route] of rows) {
    if (!pageFiles.includes(route.page)) {
      problems.push(
        `${tableFile}: the route "${key}" names ${pagesFolder}/${route.page}, which is not a page ` +
          'file: add the file, or correct or remove the row.',
      )
    }
    for (const field of ['page', 'path'] as const) {
      const first = rows.find(([, other]) => other[field] === route[field])?.[0]
      if (first !== key) {
        problems.push(`${tableFile}: the routes "${first}" and "${key}" have one ${field}.`)
      }
    }
  }
  return problems
}

/** Stops the build, naming the files, when src/pages/ and the route table disagree. */
export function checkPageFiles(
  projectDir: string,
  table: Readonly<Record<string, Route>> = routes,
): void {
  const problems = pageFileProblems(listPageFiles(path.join(projectDir, pagesFolder)), table)
  if (problems.length) throw new Error(problems.join('\n'))
}
