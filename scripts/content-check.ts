import { languages } from '../src/i18n/languages'
import { formatCoverage, isComplete, measureCoverage } from './content-check/coverage'

/**
 * `npm run content:check`: which locale has which UI string and content entry. Fails while anything
 * is missing (the site shows pt-BR meanwhile, but a release should not).
 */
const coverage = measureCoverage(process.cwd(), languages)
console.log(formatCoverage(coverage))
if (!isComplete(coverage)) {
  console.error('\nContent check failed: translations are missing (see "To fix" above).')
  process.exit(1)
}
console.log('\nContent check passed: every locale has every UI string and content entry.')
