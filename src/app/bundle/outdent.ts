/*
 * outdent's template tag, for the one message gatsby-plugin-react-i18next's page wrapper formats
 * with it (a console error naming a page whose query forgot the translations). The package's
 * 1.6 KB of options and caches were in every page's first load for that
 * (docs/performance.md#first-load-javascript). Same result for the plugin's template: the first
 * line's indentation is removed from every line, then the leading and trailing line breaks.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  const indentation = /\n([ \t]*)\S/.exec(strings[0] ?? '')?.[1]?.length ?? 0
  const indent = new RegExp(`(\\r\\n|\\r|\\n)[ \\t]{0,${indentation}}`, 'g')
  const text = strings
    .map((part, index) => {
      let line = part.replace(indent, '$1')
      if (index === 0) line = line.replace(/^[ \t]*(\r\n|\r|\n)/, '')
      if (index === strings.length - 1) line = line.replace(/(\r\n|\r|\n)[ \t]*$/, '')
      return line
    })
    .reduce((joined, part, index) => joined + String(values[index - 1]) + part)
  return text
}
