// Same JSX runtime as gatsby-config and tsconfig: automatic, imported from theme-ui.
module.exports = require('babel-jest').createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: 'theme-ui' }],
    '@babel/preset-typescript',
  ],
})
