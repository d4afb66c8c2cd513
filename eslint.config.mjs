import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import importPlugin from 'eslint-plugin-import'
import { readFileSync, readdirSync } from 'node:fs'

/**
 * What each code folder may import comes from one table, import-layers.json (docs/architecture.md
 * shows it; eslint.config.test.ts keeps them equal): every folder gets a zone refusing the code
 * folders it does not list. Two rules inside src/ are finer than folders and are written below.
 */
const { folders: layerTable } = JSON.parse(readFileSync('import-layers.json', 'utf8'))
const dataFolders = ['content', 'locales']
// Test helpers: any test may use them, and the rule below keeps them out of the site's code.
const testHelperFolders = ['src/testing']
const codeFolders = [
  ...layerTable.map((row) => row.folder).filter((folder) => !testHelperFolders.includes(folder)),
  ...dataFolders,
]
const shown = (folder) => `${folder}/`

function tableZones({ folder, mayImport }) {
  if (mayImport.includes('*')) return []
  const allowed = mayImport.length ? mayImport.map(shown).join(', ') : 'nothing outside itself'
  const message = `${shown(folder)} may import only ${allowed} (import-layers.json).`
  const refused = codeFolders.filter(
    (other) => other !== folder && !mayImport.includes(other) && !other.startsWith(`${folder}/`),
  )
  return refused.map((other) => {
    // A folder the row allows only part of (cms: gatsby/content): refused except that part.
    const parts = mayImport.filter((allowedFolder) => allowedFolder.startsWith(`${other}/`))
    return {
      target: `./${folder}`,
      from: `./${other}`,
      ...(parts.length ? { except: parts.map((part) => `./${part.slice(other.length + 1)}`) } : {}),
      message,
    }
  })
}

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layerZones = [
  ...layerTable.flatMap(tableZones),
  // The kit knows nothing of the product: only itself, lib/ and hooks/.
  {
    target: './src/components/ui',
    from: ['./src/features', './src/i18n', './content', './locales'],
    message: 'The kit (components/ui) imports only from ui/, lib/ and hooks/.',
  },
  {
    target: './src/components/ui',
    from: './src/components',
    except: ['./ui'],
    message: 'The kit (components/ui) imports only from ui/, lib/ and hooks/.',
  },
  {
    target: './src/features',
    from: './src/components',
    except: ['./ui'],
    message: 'Features build on the kit (components/ui), not on site sections.',
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
      // Gatsby's HTML build provides a bare `fetch` from node-fetch 2, whose URL parser loads
      // Node's deprecated punycode: every build then printed "ERROR UNKNOWN" (docs/stack-notes.md).
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call globalThis.fetch: a bare fetch bundles node-fetch into SSR.',
        },
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
    // Playwright's fixtures hand over with a function named `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
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
