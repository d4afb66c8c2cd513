/*
 * What gatsby-plugin-react-i18next's page wrapper takes from react-i18next: the provider, nothing
 * else. The wrapper is CommonJS, and a `require('react-i18next')` makes webpack keep the whole
 * package (Trans, its HTML parser, withSSR, withTranslation…), which nothing here uses. Handed
 * this module instead (gatsby/node/on-create-webpack-config.ts), webpack keeps only what is
 * imported (docs/performance.md#first-load-javascript).
 */
export { I18nextProvider } from 'react-i18next'
