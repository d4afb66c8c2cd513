import type { GatsbyConfig } from 'gatsby'
import path from 'node:path'
import { defaultLanguage, languages } from './src/i18n/languages'
import { siteUrl } from './src/lib/site-url'
import { createDevelopMiddleware } from './gatsby/develop-middleware'
import { createAdminMiddleware } from './gatsby/admin-middleware'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // One policy for every page; the production server 301s the other form.
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  jsxImportSource: 'theme-ui',
  graphqlTypegen: false,
  // The site's own endpoints (the production server's routes) in develop too, and the content
  // editor at /admin/ (cms/).
  developMiddleware: (app) => {
    app.use(createDevelopMiddleware())
    app.use(createAdminMiddleware({ rootDir: __dirname, siteUrl: 'http://localhost:8000' }))
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      // MDX copy and FAQ edited by the content team (content/README.md).
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: path.join(__dirname, 'content'),
        ignore: ['**/*.json', '**/*.md'],
      },
    },
    // The browser-test build adds an FAQ entry that exists only in pt-BR, to exercise the fallback.
    ...(process.env.GATSBY_CONTENT_FIXTURES === '1'
      ? [
          {
            resolve: 'gatsby-source-filesystem',
            options: { name: 'content', path: path.join(__dirname, 'e2e', 'content-fixtures') },
          },
        ]
      : []),
    // `npm run bench -- --faq 10` builds with its generated FAQ (bench/faq-fixtures.ts).
    ...(process.env.BENCH_FAQ_FIXTURES
      ? [
          {
            resolve: 'gatsby-source-filesystem',
            options: { name: 'content', path: process.env.BENCH_FAQ_FIXTURES },
          },
        ]
      : []),
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
    // Images: resized, modern formats (AVIF/WebP), lazy below the fold. The plugins' sharp is 0.33 via overrides.
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'blurred', quality: 80 },
      },
    },
    'gatsby-transformer-sharp',
    // Error reporting: injects sentry.config.ts, which loads the SDK lazily (and only with a DSN).
    // No source-map upload here: builds run without network access to Sentry.
    { resolve: '@sentry/gatsby', options: { enableClientWebpackPlugin: false } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...languages],
        defaultLanguage,
        siteUrl,
        trailingSlash: 'always',
        // Never redirect by browser language (hydration errors, bad for crawlers): the site
        // suggests a switch instead (src/components/language-suggestion).
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: {
          defaultNS: 'common',
          interpolation: { escapeValue: false },
          returnNull: false,
        },
      },
    },
  ],
}

export default config
