import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

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
)
