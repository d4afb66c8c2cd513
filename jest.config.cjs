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
    '^linkedom$': '<rootDir>/jest/linkedom-stub.cjs',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.cache/',
    '<rootDir>/public/',
    '<rootDir>/e2e/',
  ],
  // cookie@2 (fastify's inject), content-disposition@3 (@fastify/static) and parse5@8 with its
  // entities@9 (gatsby/content/html-to-text.ts) are ESM-only: Jest's module loader must transform
  // them (tsx and Gatsby's compiled gatsby-node load them through Node's require(esm)).
  transformIgnorePatterns: [
    '/node_modules/(?!(?:gatsby|gatsby-script|gatsby-link|(?:light-my-request/node_modules/)?cookie|(?:@fastify/static/node_modules/)?content-disposition|parse5|(?:parse5/node_modules/)?entities)/)',
  ],
  globals: { __PATH_PREFIX__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFiles: ['<rootDir>/jest/loadershim.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
}
