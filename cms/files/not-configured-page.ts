import { editorStrings } from '../../src/i18n/editor-strings'
import { defaultLanguage, languages } from '../../src/i18n/languages'

/**
 * /admin/index.html of a build with no repository to save to (CMS_GITHUB_REPO unset): a notice
 * instead of a sign-in that cannot work. No script, so it says the same whatever runs; in every
 * language at once, each marked with its own `lang`, pt-BR first.
 */
export function notConfiguredPage(): string {
  const notices = languages.map((language) => {
    const strings = editorStrings[language]
    const heading = language === defaultLanguage ? 'h1' : 'h2'
    return `      <section lang="${language}">
        <${heading}>${strings.notConfigured}</${heading}>
        <p>${strings.notConfiguredHint}</p>
      </section>`
  })
  return `<!DOCTYPE html>
<html lang="${defaultLanguage}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${editorStrings[defaultLanguage].notConfigured}</title>
  </head>
  <body>
    <main>
${notices.join('\n')}
    </main>
  </body>
</html>
`
}
