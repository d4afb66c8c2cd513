import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  formatHtmlProblem,
  htmlFilesUnder,
  validateBuiltHtml,
} from './check-html/validate-built-html'

/**
 * Validates every HTML file of the build with html-validate (rules in
 * scripts/check-html/html-validate-config.ts); run after `npm run build`. Checks public/, or the
 * folder given as its argument.
 */
async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'public'))
  const shownDir = path.relative(process.cwd(), dir) || '.'
  const files = existsSync(dir) ? htmlFilesUnder(dir) : []
  if (files.length === 0) {
    console.error(`check:html: no HTML in ${shownDir}/: run \`npm run build\` first.`)
    process.exit(1)
  }
  const problems = await validateBuiltHtml(dir)
  for (const problem of problems) console.error(formatHtmlProblem(problem, shownDir))
  if (problems.length > 0) {
    const errors = problems.length === 1 ? '1 error' : `${problems.length} errors`
    console.error(`check:html: ${errors} in ${files.length} HTML files.`)
    process.exit(1)
  }
  console.log(`check:html: ${files.length} HTML files in ${shownDir}/, no errors.`)
}

void main()
