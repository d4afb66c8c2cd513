import realOutdent from 'outdent'

import outdent from './outdent'

// The template gatsby-plugin-react-i18next's page wrapper formats, with its three values.
const format = (tag: typeof outdent) => tag`
      No translations were found in "${'locales'}" key for "${'/faq/'}".
      You need to add a graphql query to every page like this:

      export const query = graphql\`
        query($language: String!) {
          ${'locales'}: allLocale(language: {eq: $language}) {
            edges
          }
        }
      \`;
      `

describe('outdent', () => {
  it("formats the i18n page wrapper's message as the outdent package does", () => {
    expect(format(outdent)).toBe(format(realOutdent))
  })

  it('removes the first line’s indentation and the outer line breaks, keeping deeper indents', () => {
    const text = format(outdent)
    expect(text).toMatch(/^No translations were found in "locales" key for "\/faq\/"\./)
    expect(text).toContain('\n  query($language: String!) {\n')
    expect(text.endsWith('`;')).toBe(true)
  })
})
