import { describeStamp, selectTranslations, stampTranslations } from './content-stamp/stamp-files'

/**
 * `npm run content:stamp -- <file or locale>… | --all`: after translating in a text editor, records
 * in each named translation that it is of today's pt-BR text (docs/content-editing.md,
 * "Translation freshness"). Stamp only what you have checked against pt-BR: a stamp tells the site
 * to stop showing the "outdated" note.
 */
function main(): void {
  try {
    const chosen = selectTranslations(process.cwd(), process.argv.slice(2))
    for (const result of stampTranslations(process.cwd(), chosen)) {
      console.log(describeStamp(result))
    }
  } catch (error) {
    console.error(`content:stamp: ${(error as Error).message}`)
    process.exit(1)
  }
}

main()
