import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import importPlugin from 'eslint-plugin-import'
import { readdirSync } from 'node:fs'

/**
 * The layers of src/, top to bottom (docs/architecture.md): a folder imports only from the layers
 * below it, and another feature only through its index.ts.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layerZones = [
  // The kit knows nothing of the product: only itself, lib/ and hooks/.
  {
    target: './src/components/ui',
    from: ['./src/app', './src/pages', './src/features', './src/i18n', './content', './locales'],
    message: 'The kit (components/ui) imports only from ui/, lib/ and hooks/.',
  },
  {
    target: './src/components/ui',
    from: './src/components',
    except: ['./ui'],
    message: 'The kit (components/ui) imports only from ui/, lib/ and hooks/.',
  },
  {
    target: ['./src/lib', './src/hooks', './src/i18n'],
    from: ['./src/app', './src/pages', './src/features', './src/components'],
    message: 'lib/, hooks/ and i18n/ are the bottom layer: they import no site code.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'Features sit below app/ and pages/.',
  },
  {
    target: './src/features',
    from: './src/components',
    except: ['./ui'],
    message: 'Features build on the kit (components/ui), not on site sections.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/pages'],
    message: 'Site sections sit below app/ and pages/.',
  },
  { target: './src/app', from: './src/pages', message: 'app/ sits below pages/.' },
  // What every host of public/ sends: shared by the server and the CDN's generated files, so it
  // depends on neither (docs/architecture.md).
  {
    target: './hosting-policy',
    from: ['./server', './post-build', './gatsby', './scripts', './cms'],
    message: 'hosting-policy/ is shared by server/ and post-build/: it imports from neither.',
  },
  // The content editor (cms/) is served by the build and by `gatsby develop`: it depends on
  // neither, only on the content model and, for its preview, the site's own renderer.
  {
    target: './cms',
    from: ['./server', './post-build', './scripts', './e2e', './provider-api'],
    message: 'cms/ imports only src/, hosting-policy/ and gatsby/content/ (its preview renderer).',
  },
  {
    target: './cms',
    from: './gatsby',
    except: ['./content'],
    message: 'cms/ imports only src/, hosting-policy/ and gatsby/content/ (its preview renderer).',
  },
  ...features.map((feature) => ({
    target: [
      ...['app', 'pages', 'components', 'lib', 'hooks', 'i18n'].map((folder) => `./src/${folder}`),
      ...features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
      './gatsby-browser.tsx',
      './gatsby-ssr.tsx',
      './gatsby-node.ts',
    ],
    from: `./src/features/${feature}`,
    except: ['./index.ts', './screens.ts'],
    message: `Outside the feature, import features/${feature} through its index.ts (pages: screens.ts).`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.netlify/',
      'dist/',
      '.cache/',
      'public/',
      'static/',
      'test-results/',
      'playwright-report/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // theme-ui's `sx` prop is not a DOM attribute React knows.
      'react/no-unknown-property': ['error', { ignore: ['sx'] }],
      'react/prop-types': 'off',
      // Every visible string comes from locales/ or content/ (all seven languages).
      'react/jsx-no-literals': [
        'error',
        { noStrings: false, allowedStrings: [',', '·', '|', '/'] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Test helpers are for tests: the site never ships them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing/**'], message: 'src/testing/ is for tests only.' }] },
      ],
    },
  },
  {
    // Tests render fixtures with literal text; the kit catalogue is for the team only.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'src/pages/dev/**',
      'src/components/ui/catalogue/**',
      '**/*.examples.tsx',
    ],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
)
