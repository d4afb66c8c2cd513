import type { GatsbyConfig } from 'gatsby'

/**
 * The Gatsby starter reference's config plus the fixed stack: gatsby-plugin-react-i18next as its
 * README configures it (locale JSON read by gatsby-source-filesystem, one page query per page),
 * with our site's choices where the README leaves one open (no redirect, pt-BR unprefixed), and
 * theme-ui's JSX runtime for the `sx` prop. One language: the code shipped to the browser does not
 * depend on how many there are.
 */
const config: GatsbyConfig = {
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: 'theme-ui',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { path: `${__dirname}/locales`, name: 'locale' },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: ['pt-BR'],
        defaultLanguage: 'pt-BR',
        siteUrl: 'https://reference.example',
        trailingSlash: 'always',
        redirect: false,
        i18nextOptions: { interpolation: { escapeValue: false } },
      },
    },
  ],
}

export default config
