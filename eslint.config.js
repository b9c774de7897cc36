// One lint for the whole tree: TypeScript rules, React hooks and accessibility in islands.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Shopify CLI's bundles of the customer account extensions (shopify app build).
      'extensions/*/dist',
      '.astro',
      '.wrangler',
      'node_modules',
      'test-results',
      'playwright-report',
      'functions/worker-configuration.d.ts',
      'docs/api/openapi.d.ts',
      '**/*.astro',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The classic hooks rules; the React Compiler's rules (set-state-in-effect, refs, ...) describe
    // code the compiler rewrites, and we do not run the compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // SQL lives with the data functions (issue 58): a statement anywhere else in the Worker is a
    // data function in functions/db/ still to be written.
    files: ['functions/**/*.ts'],
    ignores: [
      'functions/db/**',
      // Wraps D1 to count a request's queries: it passes on what its callers prepare and holds no SQL.
      'functions/**/query-count.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: 'SQL goes in functions/db/: a data function that takes the database first and returns a statement or a result.',
        },
      ],
    },
  },
  {
    // API tests read JSON answers loosely and assert their fields one by one (the answers' shapes are
    // checked against the valibot schemas where it matters).
    files: ['tests/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
