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
  // cookie@2 (used by fastify's inject) is ESM-only and must be transformed on Node 20.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:gatsby|gatsby-script|gatsby-link|(?:light-my-request/node_modules/)?cookie)/)',
  ],
  globals: { __PATH_PREFIX__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFiles: ['<rootDir>/jest/loadershim.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
}
