/*
 * What gatsby-plugin-react-i18next's page wrapper takes from Gatsby: `withPrefix`, nothing else.
 * The wrapper is CommonJS, and its `require('gatsby')` made webpack keep every export of Gatsby's
 * browser entry (the Slice component, StaticQuery, PageRenderer…), which nothing here uses. Handed
 * this module instead (gatsby/node/on-create-webpack-config.ts), webpack keeps only what is
 * imported (docs/performance.md#first-load-javascript).
 */
export { withPrefix } from 'gatsby'
