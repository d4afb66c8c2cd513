// The site's preset (gatsby/babel-preset.cjs) with the JSX runtime of .babelrc, gatsby-config and
// tsconfig: automatic, imported from theme-ui. .babelrc itself is left out so it does not apply twice.
module.exports = require('babel-jest').createTransformer({
  babelrc: false,
  configFile: false,
  presets: [
    ['./gatsby/babel-preset.cjs', { reactRuntime: 'automatic', reactImportSource: 'theme-ui' }],
    '@babel/preset-typescript',
  ],
})
