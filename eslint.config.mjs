// The house rules of docs/ARCHITECTURE.md "Conventions" as checks (`npm run lint`, part of `npm test`).
// Formatting is Prettier's (.prettierrc.json); ESLint checks what a formatter cannot.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './eslint/house-boundaries.mjs';

const JAPANESE = '/[\\u3040-\\u30ff\\u3400-\\u9fff]/';
// Not text a user reads: a string in a TypeScript type (the union of a field's values) and the
// OpenAPI documentation of a route (summary, description, title).
const NOT_UI = ':not(TSLiteralType > Literal):not(Property[key.name=/^(summary|description|title)$/] > Literal)';
const japaneseMessage = "User-visible Japanese text lives in a messages module (<package>/src/messages.ts, or the server area's messages.ts).";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'coverage/',
      'mock-server/data/',
      '.e2e-artifacts/',
      'test-results/',
      'screenshots/',
      'shared/src/api/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { house },
    rules: {
      'house/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'max-lines': ['error', { max: 300 }],
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${JAPANESE}]${NOT_UI}`, message: japaneseMessage },
        { selector: `TemplateElement[value.raw=${JAPANESE}]`, message: japaneseMessage },
        { selector: `JSXText[value=${JAPANESE}]`, message: japaneseMessage },
      ],
    },
  },
  {
    // The React packages: the rules of hooks.
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // CommonJS build and jest files.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Where Japanese text belongs or is data, not UI: messages modules; tests and their
    // fixtures (they assert what the user sees); the seed (sample market data); SQL in
    // repositories (values stored in the database, such as a negotiation status); the spec's
    // domain values in shared's constants (color groups, sale kinds, hour options); the e2e suite.
    files: [
      '**/messages.ts',
      '**/*-messages.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      'e2e/**',
      'mock-server/src/seed/**',
      'mock-server/src/**/*-repository.ts',
      'mock-server/bench/**',
      'shared/src/constants.ts',
      // The spec's domain values (statuses, sale kinds, colour groups, hour options, 未定), written once.
      'shared/src/spec/**',
      // Example payloads of the OpenAPI document (sample data, like the seed).
      'mock-server/src/http/openapi-examples.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The sample market's catalogue and table list are data, one entry a line, not logic.
    files: ['mock-server/src/seed/catalog.ts', 'mock-server/src/seed/tables.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Tests read as stories; their length is the number of stories. Their helpers may hand
    // out loosely typed answer bodies (`res.body.datas`) the test then asserts on.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
