// `npm run lint`: correctness rules only (formatting is not linted). Type-aware rules are left out
// to keep the run fast; `tsc --noEmit` already checks types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Tests and a few library adapters legitimately handle untyped JSON.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Schemas are built from the project's z, whose strings refuse control characters.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', importNames: ['z', 'string', 'url'], allowTypeImports: true, message: "Use z from '@sandtable/shared/contracts/zod': its strings refuse control characters." }] },
      ],
    },
  },
  { files: ['packages/shared/src/contracts/zod-guarded.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
