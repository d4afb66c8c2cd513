import { languages } from '../src/i18n/languages'
import { formatCoverage, isComplete, measureCoverage } from './content-check/coverage'
import { lintContent } from './content-check/lint-content'

/**
 * `npm run content:check`: every content file as the build checks it, then which locale has which
 * UI string and content entry. Fails on any mistake, and while anything is missing (the site shows
 * pt-BR meanwhile, but a release should not).
 */
async function main(): Promise<void> {
  const problems = await lintContent(process.cwd())
  if (problems.length > 0) {
    console.error(`Content check failed: the build would stop here.\n\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log('Every content file passes the build’s checks.\n')
  const coverage = measureCoverage(process.cwd(), languages)
  console.log(formatCoverage(coverage))
  if (!isComplete(coverage)) {
    console.error('\nContent check failed: translations are missing (see "To fix" above).')
    process.exit(1)
  }
  console.log('\nContent check passed: every locale has every UI string and content entry.')
}

void main()
