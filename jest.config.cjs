/**
 * Unit tests: jsdom by default; server tests opt into node with a docblock. Gatsby's documented
 * setup (babel-preset-gatsby, a mocked `gatsby` module, the loader shim).
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.cjs' },
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(jpg|jpeg|png|gif|svg|woff2?)$': '<rootDir>/__mocks__/file-mock.cjs',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/public/',
    '<rootDir>/e2e/',
  ],
  // cookie@2 (fastify's inject) and content-disposition@3 (@fastify/static) are ESM-only:
  // Jest's module loader must transform them (tsx at run time loads them through require(esm)).
  transformIgnorePatterns: [
    '/node_modules/(?!(?:gatsby|gatsby-script|gatsby-link|(?:light-my-request/node_modules/)?cookie|(?:@fastify/static/node_modules/)?content-disposition)/)',
  ],
  globals: { __PATH_PREFIX__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFiles: ['<rootDir>/jest/loadershim.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
}
