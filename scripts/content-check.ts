import { languages } from '../src/i18n/languages'
import { formatCoverage, isComplete, measureCoverage } from './content-check/coverage'
import { lintContent } from './content-check/lint-content'
import { formatFreshness, isFresh, readTranslations } from './content-check/translation-freshness'

/**
 * `npm run content:check [-- --strict-freshness]`: every content file as the build checks it, then
 * which locale has which UI string and content entry, then which translations were made from an
 * older pt-BR text. Fails on any mistake, and while anything is missing (the site shows pt-BR
 * meanwhile, but a release should not); outdated translations are a report (visitors see a note),
 * a failure only with `--strict-freshness`.
 */
async function main(): Promise<void> {
  const strictFreshness = process.argv.includes('--strict-freshness')
  const problems = await lintContent(process.cwd())
  if (problems.length > 0) {
    console.error(`Content check failed: the build would stop here.\n\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log('Every content file passes the build’s checks.\n')
  const coverage = measureCoverage(process.cwd(), languages)
  console.log(formatCoverage(coverage))
  const translations = readTranslations(process.cwd(), languages)
  console.log(`\n${formatFreshness(translations)}`)
  if (!isComplete(coverage)) {
    console.error('\nContent check failed: translations are missing (see "To fix" above).')
    process.exit(1)
  }
  if (strictFreshness && !isFresh(translations)) {
    console.error(
      '\nContent check failed (--strict-freshness): translate the files listed above again, ' +
        'then stamp them (npm run content:stamp -- <file>), or save them in the editor.',
    )
    process.exit(1)
  }
  console.log('\nContent check passed: every locale has every UI string and content entry.')
}

void main()
